import { registerMessages } from '@fairpass/core/i18n'

/** A question's texts (under `ui.quest.`), registered with it so a page without questions does not carry them. */
export const questionMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(questionMessages)
