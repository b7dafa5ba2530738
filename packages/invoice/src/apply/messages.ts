import { registerMessages } from '@fairpass/core/i18n'

export const applyMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(applyMessages)
