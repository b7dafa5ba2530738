import { registerMessages } from '@fairpass/core/i18n'

/** The privacy policy text loads with its dialog, when a visitor opens it. */
const privacyMessages = { cn: () => import('./privacyMessages.cn'), en: () => import('./privacyMessages.en') }

registerMessages(privacyMessages)
