import { registerMessages } from '@fairpass/core/i18n'
import { relationMessages } from './relations'
import { groupMessages } from './texts'
import { subordinateMessages } from './subordinates'
import { inviteMessages } from './invites'
import { channelMessages } from './channels'
import { lodgingMessages } from './lodging'

export { groupMessages }

registerMessages(groupMessages)
registerMessages(subordinateMessages)
registerMessages(inviteMessages)
registerMessages(channelMessages)
registerMessages(lodgingMessages)
registerMessages(relationMessages)
