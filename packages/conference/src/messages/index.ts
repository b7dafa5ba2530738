import { registerMessages } from '@fairpass/core/i18n'
import { conferenceMessages } from './texts'

export { conferenceMessages }

registerMessages(conferenceMessages)
