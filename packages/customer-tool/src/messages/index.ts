import { registerMessages } from '@fairpass/core/i18n'
import { customerMessages } from './texts'

export { customerMessages }

registerMessages(customerMessages)
