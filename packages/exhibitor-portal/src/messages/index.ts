import { registerMessages } from '@fairpass/core/i18n'
import { exhibitorPortalMessages } from './texts'
import './services'

export { exhibitorPortalMessages }

registerMessages(exhibitorPortalMessages)
