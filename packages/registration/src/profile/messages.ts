import { registerMessages } from '@fairpass/core/i18n'

/** Registered when this page's code loads, so the login page does not download them. */
export const profileMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(profileMessages)
