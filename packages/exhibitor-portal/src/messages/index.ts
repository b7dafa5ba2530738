import { registerMessages } from '@fairpass/core/i18n'
import { exhibitorPortalMessages } from './texts'

export { exhibitorPortalMessages }

registerMessages(exhibitorPortalMessages)
