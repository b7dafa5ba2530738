import { registerMessages } from '@fairpass/core/i18n'

/** The entry pages' texts; registered when the first entry page's code loads, never with the login page. */
export const entryMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(entryMessages)
