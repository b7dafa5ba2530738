import { registerMessages } from '@fairpass/core/i18n'
import { invoiceMessages } from './texts'

export { invoiceMessages }

registerMessages(invoiceMessages)
