import { registerMessages } from '@fairpass/core/i18n'

/** The shared list states' texts (under `ui.`), registered with the list view so a page without one (the login) does
 * not carry them. */
export const listStatesMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(listStatesMessages)
