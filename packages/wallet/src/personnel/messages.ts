import { registerMessages } from '@fairpass/core/i18n'

export const personnelMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(personnelMessages)
