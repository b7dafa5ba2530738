import { registerMessages } from '@fairpass/core/i18n'

const accountMessages = { cn: () => import('./messages.cn'), en: () => import('./messages.en') }

registerMessages(accountMessages)
