import { registerMessages } from '@fairpass/core/i18n'

export const receiveMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(receiveMessages)
