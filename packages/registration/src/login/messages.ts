import { registerMessages } from '@fairpass/core/i18n'

/**
 * The notice that a code is on its way (under `reg.login.`), registered by what sends one (the login's actions, the
 * password reset): the login page shows it only after the visitor has asked, so its startup code does not carry it.
 */
export const codeSentMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(codeSentMessages)
