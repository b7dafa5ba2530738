import { registerMessages } from '@fairpass/core/i18n'
import { groupMessages } from './texts'
import { inviteMessages } from './invites'

export { groupMessages }

registerMessages(groupMessages)
registerMessages(inviteMessages)
