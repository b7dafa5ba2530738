import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import type { PaymentProvider } from './provider'
import { createSandboxProvider, SANDBOX, type SandboxProvider } from './sandbox'
import { NOTIFY_PATH } from './routes'

export { paymentRoutes, NOTIFY_PATH } from './routes'
export { checkReturnUrl, returnOriginCheck, returnOriginOf } from './origins'
export { CallbackRejected, type CashierPayment, type PaidOrders, type PaymentEvent, type PaymentProvider } from './provider'
export { createSandboxProvider, SANDBOX, SANDBOX_CASHIER_PATH, SIGNATURE_HEADER, TIMESTAMP_HEADER, type SandboxProvider } from './sandbox'

/** Pauses before the sandbox sends a callback again that our server answered with a 5xx. */
export const SANDBOX_REDELIVERY_MS = [200, 1000, 3000] as const

/** Sends until the notify endpoint takes it (200); a 5xx is tried again after each pause, anything else is final. */
export async function deliverUntilTaken(send: () => Promise<{ status: number; body: string }>, pauses: readonly number[] = SANDBOX_REDELIVERY_MS): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await send()
    if (answer.status === 200) return
    if (answer.status < 500 || attempt >= pauses.length) throw new Error(`sandbox callback refused: ${answer.status} ${answer.body}`)
    await new Promise((resolve) => setTimeout(resolve, pauses[attempt]))
  }
}

/**
 * The configured provider. The sandbox delivers its callbacks to our own notify endpoint in process, through the
 * app's router with the same raw bytes and headers a network callback would carry.
 */
export function createPaymentProvider(ctx: AppContext, app: FastifyInstance): { provider: PaymentProvider; sandbox: SandboxProvider | null } {
  const sandbox = createSandboxProvider({
    serverSecret: ctx.env.jwtSecret,
    clock: ctx.clock,
    refundDelayMs: ctx.env.orders.sandboxRefundDelayMs,
    async deliver(rawBody, headers) {
      // As a provider does, a callback our server could not take now (503: its database away for a moment) is sent
      // again; the event id makes a repeat harmless. A refusal (a bad signature, 4xx) is final.
      await deliverUntilTaken(async () => {
        const response = await app.inject({ method: 'POST', url: `${NOTIFY_PATH}/${SANDBOX}`, payload: rawBody, headers })
        return { status: response.statusCode, body: response.body }
      })
    },
  })
  return { provider: sandbox, sandbox }
}
