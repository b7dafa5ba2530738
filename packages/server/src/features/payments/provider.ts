import type { AppContext } from '../../context'

/**
 * The payment provider interface: what FairPass needs from WeChat Pay, Alipay or the sandbox that ships with the
 * server. Orders never talk to a provider's API directly; they go through these three calls.
 *
 * How a real provider plugs in (WeChat Pay v3 as the example; Alipay is the same shape):
 * - `createPayment`: call the provider's "unified order" (JSAPI/H5) with our `paymentId` as out_trade_no and the
 *   amount in fen; answer the provider's prepay id as `providerRef` and the URL (or JSAPI parameters page) the
 *   browser opens as `cashierUrl`. The notify URL given to the provider is `/api/pay/notify/<name>`.
 * - `verifyCallback`: check the provider's signature over the exact raw body (WeChat: the Wechatpay-Signature,
 *   -Timestamp, -Nonce and -Serial headers with the platform certificate; decrypt the AES-GCM resource), refuse
 *   stale timestamps, and answer a normalised event. Throw `CallbackRejected` for anything unverifiable: the notify
 *   route answers 401 and changes nothing. The event id must be stable across the provider's retries (WeChat: the
 *   notification id), because the orders side records it under a unique key to make replays harmless.
 * - `refund`: ask the provider to refund (WeChat: /v3/refund/domestic/refunds with out_refund_no = our refund id);
 *   the provider confirms later through a refund callback, which arrives through `verifyCallback` as a refund event.
 */

export interface PaymentRequest {
  /** Our payment id: the provider's out_trade_no. */
  paymentId: string
  orderId: string
  orderNo: string
  amountFen: number
  /** Shown at the cashier. */
  description: string
  /** Where the browser goes back after paying, already checked to be our own site. */
  returnUrl: string
  language: 'cn' | 'en'
}

export interface PaymentStarted {
  providerRef: string | null
  cashierUrl: string
}

export interface RefundRequest {
  /** Our refund id: the provider's out_refund_no. */
  refundId: string
  paymentId: string
  providerRef: string | null
  /** What the buyer paid, and what goes back of it (paid minus the organiser's fee). */
  paidFen: number
  amountFen: number
}

/** A verified callback, normalised: the only thing the orders side reads. */
export type PaymentEvent =
  | {
      kind: 'payment'
      /** Unique per notification, the same on the provider's retries. */
      eventId: string
      paymentId: string
      providerRef: string | null
      amountFen: number
      result: 'succeeded' | 'cancelled'
    }
  | {
      kind: 'refund'
      eventId: string
      refundId: string
      amountFen: number
      result: 'succeeded' | 'rejected'
    }

export class CallbackRejected extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'CallbackRejected'
  }
}

export interface PaymentProvider {
  readonly name: string
  createPayment(request: PaymentRequest): Promise<PaymentStarted>
  /**
   * The provider's own id of a payment when it follows from ours alone (the sandbox's does): the payment is then
   * written with it in the statement that opens it. A provider that learns its id only from its API (WeChat's prepay
   * id) leaves this out, and the id `createPayment` answers is stored after the call.
   */
  paymentRef?(paymentId: string): string
  /** Verifies the signature over the raw bytes; throws CallbackRejected when it cannot be trusted. */
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): PaymentEvent
  refund(request: RefundRequest): Promise<{ providerRef: string | null }>
  /** Stops pending background work (the sandbox's delayed refund confirmations) when the server closes. */
  close?(): Promise<void>
}

/** A payment as the sandbox cashier shows it: the attempt and the order it pays. */
export interface CashierPayment {
  payment: { id: string; provider: string; providerRef: string | null; amountFen: number; state: string; returnUrl: string | null }
  orderNo: string
}

/**
 * What the payment side needs of the orders it is paid for. The orders feature owns orders and their payments and
 * itself uses a provider, so it imports payments; the app wiring hands its two functions in here, and payments
 * never imports orders (no cycle between the two).
 */
export interface PaidOrders {
  /** Records a verified callback once (replays change nothing) and moves its order; answers what it did. */
  applyPaymentEvent(ctx: AppContext, provider: string, event: PaymentEvent): Promise<string>
  /** The payment with that id and its order's number; undefined when there is none. */
  cashierPayment(ctx: AppContext, paymentId: string): Promise<CashierPayment | undefined>
  /** Hands the money of payments that came after their order closed back to the provider (the sweep retries). */
  sendLatePaymentReturns(ctx: AppContext, provider: PaymentProvider, log: { error(obj: unknown, msg: string): void }): Promise<unknown>
}
