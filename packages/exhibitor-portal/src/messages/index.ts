import { registerMessages } from '@fairpass/core/i18n'
import { exhibitorServicesMessages } from './services'
import { setupMessages } from './setup'
import { exhibitorPortalMessages } from './texts'

export { exhibitorPortalMessages }

// One registration per part of the portal; the texts files themselves have no side effects.
registerMessages(exhibitorPortalMessages)
registerMessages(exhibitorServicesMessages)
registerMessages(setupMessages)
