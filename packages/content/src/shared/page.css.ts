export * from '@fairpass/ui/parts'
