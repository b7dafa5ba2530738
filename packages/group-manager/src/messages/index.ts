import { registerMessages } from '@fairpass/core/i18n'
import { groupMessages } from './texts'

export { groupMessages }

registerMessages(groupMessages)
