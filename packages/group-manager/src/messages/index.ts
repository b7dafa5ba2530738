import { registerMessages } from '@fairpass/core/i18n'
import { groupMessages } from './texts'
import { lodgingMessages } from './lodging'

export { groupMessages }

registerMessages(groupMessages)
registerMessages(lodgingMessages)
