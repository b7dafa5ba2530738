import { registerMessages } from '@fairpass/core/i18n'
import { groupMessages } from './texts'
import { subordinateMessages } from './subordinates'

export { groupMessages }

registerMessages(groupMessages)
registerMessages(subordinateMessages)
