import { registerMessages } from '@fairpass/core/i18n'
import { relationMessages } from './relations'
import { groupMessages } from './texts'

export { groupMessages }

registerMessages(groupMessages)
registerMessages(relationMessages)
