import { registerMessages } from '@fairpass/core/i18n'
import { registrationMessages } from './texts'

export { registrationMessages }

registerMessages(registrationMessages)
