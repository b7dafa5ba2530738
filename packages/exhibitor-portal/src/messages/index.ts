import { registerMessages } from '@fairpass/core/i18n'
import { exhibitorServicesMessages } from './services'
import { exhibitorPortalMessages } from './texts'

export { exhibitorPortalMessages }

registerMessages(exhibitorPortalMessages)
registerMessages(exhibitorServicesMessages)
