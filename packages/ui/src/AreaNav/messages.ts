import { registerMessages } from '@fairpass/core/i18n'

/** The area navigation's texts (under `ui.`), registered with it so a page without one (the login) does not carry them. */
export const areaNavMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(areaNavMessages)
