import { registerMessages } from '@fairpass/core/i18n'

export const ticketTypeMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(ticketTypeMessages)
