import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { Clock } from '../../clock'
import { CallbackRejected, type PaymentEvent, type PaymentProvider, type PaymentRequest, type RefundRequest } from './provider'

export const SANDBOX = 'sandbox'
export const SANDBOX_CASHIER_PATH = '/api/pay/sandbox/cashier'
export const SIGNATURE_HEADER = 'x-sandbox-signature'
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp'
/** A callback older (or newer) than this is refused: a captured one cannot be replayed days later. */
const MAX_SKEW_SECONDS = 300

const eventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('payment'),
    eventId: z.string().min(1).max(200),
    paymentId: z.string().uuid(),
    providerRef: z.string().max(200).nullable(),
    amountFen: z.number().int().min(0),
    result: z.enum(['succeeded', 'cancelled']),
  }),
  z.object({
    kind: z.literal('refund'),
    eventId: z.string().min(1).max(200),
    refundId: z.string().uuid(),
    amountFen: z.number().int().min(0),
    result: z.enum(['succeeded', 'rejected']),
  }),
])

/** The sandbox's id of a payment: ours, marked (so it is known before the sandbox is asked: provider.ts `paymentRef`). */
const sandboxRef = (paymentId: string) => `sbx_${paymentId}`

/** Hands a signed callback to the notify endpoint (over HTTP, or in process with the same raw bytes). */
export type Deliver = (rawBody: Buffer, headers: Record<string, string>) => Promise<void>

export interface SandboxProvider extends PaymentProvider {
  /** The tester pressed Pay or Cancel at the cashier: the sandbox sends its signed callback. */
  complete(payment: { id: string; providerRef: string | null; amountFen: number }, result: 'succeeded' | 'cancelled'): Promise<void>
  /** Signs a body as the sandbox does (tests forge and tamper with callbacks through it). */
  sign(rawBody: Buffer): Record<string, string>
}

export interface SandboxOptions {
  /** The server secret; the sandbox key is derived from it for this one purpose. */
  serverSecret: string
  clock: Clock
  refundDelayMs: number
  deliver: Deliver
}

/**
 * The payment provider that ships with the server: a hosted cashier page (features/payments/routes.ts) where the
 * tester pays or cancels, and signed callbacks (HMAC-SHA256 over `timestamp.rawBody`) to our notify endpoint, the
 * same path a real provider's callbacks take. No money moves.
 */
export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const key = Buffer.from(hkdfSync('sha256', options.serverSecret, 'fairpass', 'sandbox-payment-callback', 32))
  const timers = new Set<NodeJS.Timeout>()
  const inFlight = new Set<Promise<void>>()
  const mac = (timestamp: string, rawBody: Buffer) => createHmac('sha256', key).update(`${timestamp}.`).update(rawBody).digest('base64url')

  function sign(rawBody: Buffer): Record<string, string> {
    const timestamp = String(Math.floor(options.clock.now() / 1000))
    return { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: mac(timestamp, rawBody) }
  }

  function send(event: PaymentEvent): Promise<void> {
    const body = Buffer.from(JSON.stringify(event))
    const delivery = options.deliver(body, sign(body)).finally(() => inFlight.delete(delivery))
    inFlight.add(delivery)
    return delivery
  }

  return {
    name: SANDBOX,
    sign,
    paymentRef: sandboxRef,
    async createPayment(request: PaymentRequest) {
      const query = new URLSearchParams({ languageType: request.language })
      return { providerRef: sandboxRef(request.paymentId), cashierUrl: `${SANDBOX_CASHIER_PATH}/${request.paymentId}?${query}` }
    },
    verifyCallback(headers, rawBody) {
      const timestamp = headers[TIMESTAMP_HEADER]
      const signature = headers[SIGNATURE_HEADER]
      if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(timestamp)) throw new CallbackRejected('unsigned')
      if (Math.abs(Number(timestamp) - options.clock.now() / 1000) > MAX_SKEW_SECONDS) throw new CallbackRejected('stale')
      const expected = Buffer.from(mac(timestamp, rawBody))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new CallbackRejected('badSignature')
      let parsed: unknown
      try {
        parsed = JSON.parse(rawBody.toString('utf8'))
      } catch {
        throw new CallbackRejected('malformed')
      }
      const event = eventSchema.safeParse(parsed)
      if (!event.success) throw new CallbackRejected('malformed')
      return event.data
    },
    async complete(payment, result) {
      // One event id per payment and outcome: pressing Pay twice sends the same notification twice.
      await send({ kind: 'payment', eventId: `${payment.id}:${result}`, paymentId: payment.id, providerRef: payment.providerRef, amountFen: payment.amountFen, result })
    },
    async refund(request: RefundRequest) {
      // A provider confirms a refund later, by callback; the sandbox does the same after a configurable pause.
      const timer = setTimeout(() => {
        timers.delete(timer)
        void send({ kind: 'refund', eventId: `${request.refundId}:refund`, refundId: request.refundId, amountFen: request.amountFen, result: 'succeeded' }).catch(() => {})
      }, options.refundDelayMs)
      timer.unref?.()
      timers.add(timer)
      return { providerRef: `sbx_refund_${request.refundId}` }
    },
    async close() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled([...inFlight])
    },
  }
}
