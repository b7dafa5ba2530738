import { registerMessages } from '@fairpass/core/i18n'

export const headerMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(headerMessages)
