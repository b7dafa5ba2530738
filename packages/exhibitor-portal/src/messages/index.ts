import { registerMessages } from '@fairpass/core/i18n'
import { exhibitorServicesMessages } from './services'
import { setupMessages } from './setup'
import { exhibitorPortalMessages } from './texts'
import { vipMessages } from './vip'
import { visaMessages } from './visa'

export { exhibitorPortalMessages }

// One registration per part of the portal; the texts files themselves have no side effects.
for (const texts of [exhibitorPortalMessages, exhibitorServicesMessages, setupMessages, vipMessages, visaMessages]) registerMessages(texts)
