import { createPrivateKey, createPublicKey, hkdfSync, sign, verify, type KeyObject } from 'node:crypto'

/*
 * Ticket entry QRs: `FP1.<payload>.<signature>`, both base64url. The payload names the ticket, the QR version, the
 * tenant, the exhibition and the day; the Ed25519 signature lets a gate check a code offline with the public key
 * alone (ticket/verifyKey). Nothing is stored: the code is signed again on every read, and raising the ticket's
 * qr_version (transfer, loss, gift) makes every earlier code of it fail the online check.
 */

export const QR_PREFIX = 'FP1'

export interface QrPayload {
  ticketId: string
  qrVersion: number
  tenantId: string
  exhibitionId: string
  day: string | null
}

export interface QrKeys {
  privateKey: KeyObject
  publicKey: KeyObject
  /** The raw 32-byte public key, base64url: what verifyKey answers. */
  publicKeyRaw: string
}

// PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): node:crypto takes seeds only in this form.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

const cache = new Map<string, QrKeys>()

/** The key pair: from the configured seed, else derived from the server secret (its own HKDF purpose). */
export function qrKeys(secret: string, configuredSeed?: string): QrKeys {
  const cacheKey = configuredSeed ? `seed:${configuredSeed}` : `secret:${secret}`
  const cached = cache.get(cacheKey)
  if (cached) return cached
  const seed = configuredSeed
    ? Buffer.from(configuredSeed, 'base64url')
    : Buffer.from(hkdfSync('sha256', secret, 'fairpass', 'ticket-qr-ed25519', 32))
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' })
  const publicKey = createPublicKey(privateKey)
  const jwk = publicKey.export({ format: 'jwk' })
  const keys = { privateKey, publicKey, publicKeyRaw: String(jwk.x) }
  cache.set(cacheKey, keys)
  return keys
}

function encodePayload(payload: QrPayload): string {
  const fields = [payload.ticketId.replaceAll('-', ''), String(payload.qrVersion), payload.tenantId, payload.exhibitionId, payload.day ?? '']
  return Buffer.from(fields.join('|'), 'utf8').toString('base64url')
}

const HEX_UUID = /^[0-9a-f]{32}$/

function decodePayload(encoded: string): QrPayload | null {
  const fields = Buffer.from(encoded, 'base64url').toString('utf8').split('|')
  if (fields.length !== 5) return null
  const [hex, version, tenantId, exhibitionId, day] = fields
  if (!HEX_UUID.test(hex) || !/^[1-9]\d{0,8}$/.test(version) || !tenantId || !exhibitionId) return null
  if (day && !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const ticketId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  return { ticketId, qrVersion: Number(version), tenantId, exhibitionId, day: day || null }
}

/** The signed text covers the prefix too, so a future format cannot be confused with this one. */
function signedText(encodedPayload: string): Buffer {
  return Buffer.from(`${QR_PREFIX}.${encodedPayload}`, 'utf8')
}

export function signQr(keys: Pick<QrKeys, 'privateKey'>, payload: QrPayload): string {
  const encoded = encodePayload(payload)
  const signature = sign(null, signedText(encoded), keys.privateKey).toString('base64url')
  return `${QR_PREFIX}.${encoded}.${signature}`
}

/** The payload of a well-formed code whose signature checks out with `publicKey`; null for anything else. */
export function openQr(publicKey: KeyObject, text: string): QrPayload | null {
  const parts = text.trim().split('.')
  if (parts.length !== 3 || parts[0] !== QR_PREFIX) return null
  const [, encoded, signatureText] = parts
  if (!/^[A-Za-z0-9_-]+$/.test(encoded) || !/^[A-Za-z0-9_-]{86}$/.test(signatureText)) return null
  const signature = Buffer.from(signatureText, 'base64url')
  if (signature.length !== 64) return null
  if (!verify(null, signedText(encoded), publicKey, signature)) return null
  return decodePayload(encoded)
}

/** What a gate does offline: the public key as verifyKey answers it (raw, base64url) is all it needs. */
export function publicKeyFromRaw(raw: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw }, format: 'jwk' })
}
