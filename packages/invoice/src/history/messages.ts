import { registerMessages } from '@fairpass/core/i18n'

export const historyMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(historyMessages)
