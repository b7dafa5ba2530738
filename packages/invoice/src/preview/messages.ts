import { registerMessages } from '@fairpass/core/i18n'

export const previewMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(previewMessages)
