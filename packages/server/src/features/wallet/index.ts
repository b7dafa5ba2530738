export { walletRoutes } from './routes'
export { issueTickets, ensureTicketType, type IssueTicketsInput, type IssuedTickets } from './issue'
export { qrKeys, signQr, openQr, publicKeyFromRaw, type QrPayload } from './qr'
export { holdsTicket } from './holdings'
