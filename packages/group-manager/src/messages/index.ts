import { registerMessages } from '@fairpass/core/i18n'
import { groupMessages } from './texts'
import { channelMessages } from './channels'

export { groupMessages }

registerMessages(groupMessages)
registerMessages(channelMessages)
