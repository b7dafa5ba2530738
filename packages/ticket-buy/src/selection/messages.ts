import { registerMessages } from '@fairpass/core/i18n'

export const selectionMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(selectionMessages)
