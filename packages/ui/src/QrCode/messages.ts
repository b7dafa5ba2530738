import { registerMessages } from '@fairpass/core/i18n'

/** The QR code's texts (under `ui.`), registered with it so a page without one (the login) does not carry them. */
export const qrCodeMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(qrCodeMessages)
