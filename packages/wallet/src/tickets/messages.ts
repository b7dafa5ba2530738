import { registerMessages } from '@fairpass/core/i18n'

/** Registered when the wallet pages' code loads. */
export const ticketMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(ticketMessages)
