import { registerMessages } from '@fairpass/core/i18n'
import { exhibitorPortalMessages } from './texts'
import { vipMessages } from './vip'
import { visaMessages } from './visa'

export { exhibitorPortalMessages }

registerMessages(exhibitorPortalMessages)
for (const part2 of [vipMessages, visaMessages]) registerMessages(part2)
