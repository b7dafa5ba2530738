export { walletRoutes } from './routes'
export { qrKeys, signQr, openQr, publicKeyFromRaw, type QrPayload } from './qr'
export { holdsTicket } from './holdings'
