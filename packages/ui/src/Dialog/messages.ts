import { registerMessages } from '@fairpass/core/i18n'

/** The dialog's texts (under `ui.`), registered with the dialog so a page without one (the login) does not carry them. */
export const dialogMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(dialogMessages)
