export { entryRoutes } from './routes'
export { applySpecialInvite, findInvite, newInviteId, type SpecialInviteRow } from './invites'
export { issueTicketLink, resolveTicketLink, TICKET_LINK_TTL_SECONDS } from '../../ticketLink'
export { refuseRepeatedMediaRegistration } from './media'
