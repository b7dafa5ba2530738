import { registerMessages } from '@fairpass/core/i18n'

export const giveMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(giveMessages)
