import { registerMessages } from '@fairpass/core/i18n'
import { ticketBuyMessages } from './texts'

export { ticketBuyMessages }

registerMessages(ticketBuyMessages)
