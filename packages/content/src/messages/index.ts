import { registerMessages } from '@fairpass/core/i18n'
import { contentMessages } from './texts'

export { contentMessages }

registerMessages(contentMessages)
