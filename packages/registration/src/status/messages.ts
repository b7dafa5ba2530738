import { registerMessages } from '@fairpass/core/i18n'

/** Registered when the status page's code loads. */
export const statusMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(statusMessages)
