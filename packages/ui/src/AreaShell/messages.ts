import { registerMessages } from '@fairpass/core/i18n'

/** The frame's own pages' texts (under `ui.`): a signed-out visitor's page and the missing page, registered with them
 * (they load when shown), so the login route does not carry them. */
export const areaShellMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(areaShellMessages)
