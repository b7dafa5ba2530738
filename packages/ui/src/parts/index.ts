export * from './parts.css'
