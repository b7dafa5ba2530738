import { registerMessages } from '@fairpass/core/i18n'

export const refundMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(refundMessages)
