import { registerMessages } from '@fairpass/core/i18n'

/** Texts of the shared primitives, under the `ui.` prefix. */
export const uiMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(uiMessages)
