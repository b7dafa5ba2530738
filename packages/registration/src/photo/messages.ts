import { registerMessages } from '@fairpass/core/i18n'

/** Registered when /photo's chunk loads, so the login page does not download them. */
export const photoMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(photoMessages)
