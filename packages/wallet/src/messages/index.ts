import { registerMessages } from '@fairpass/core/i18n'
import { walletMessages } from './texts'

export { walletMessages }

registerMessages(walletMessages)
