import { registerMessages } from '@fairpass/core/i18n'

export const journalMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(journalMessages)
