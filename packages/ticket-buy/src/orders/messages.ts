import { registerMessages } from '@fairpass/core/i18n'

export const orderMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(orderMessages)
