import { registerMessages } from '@fairpass/core/i18n'
import { exhibitorPortalMessages } from './texts'
import './setup'

export { exhibitorPortalMessages }

registerMessages(exhibitorPortalMessages)
