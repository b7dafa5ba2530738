import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import type { PaymentProvider } from './provider'
import { createSandboxProvider, SANDBOX, type SandboxProvider } from './sandbox'
import { NOTIFY_PATH } from './routes'

export { paymentRoutes, NOTIFY_PATH } from './routes'
export { checkReturnUrl, returnOriginCheck, returnOriginOf } from './origins'
export { CallbackRejected, type CashierPayment, type PaidOrders, type PaymentEvent, type PaymentProvider } from './provider'
export { createSandboxProvider, SANDBOX, SANDBOX_CASHIER_PATH, SIGNATURE_HEADER, TIMESTAMP_HEADER, type SandboxProvider } from './sandbox'

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
      const response = await app.inject({ method: 'POST', url: `${NOTIFY_PATH}/${SANDBOX}`, payload: rawBody, headers })
      if (response.statusCode !== 200) throw new Error(`sandbox callback refused: ${response.statusCode} ${response.body}`)
    },
  })
  return { provider: sandbox, sandbox }
}
