import type { AppContext } from '../context'
import { findTenant, type ConfigReader } from './config'

/*
 * The origins a tenant's pages may live on (issue 11): our own public origin (PUBLIC_BASE_URL, never the request's
 * Host header), the server-wide PAYMENT_RETURN_ORIGINS, and the tenant's embedding origins (`npm run admin --
 * origins`). Below the features: CORS and framing (http/) and the payment return (features/payments) read them.
 */

/** The origin the server is reached at by visitors, from PUBLIC_BASE_URL (default http://127.0.0.1:<port>). */
export function publicOrigin(ctx: Pick<AppContext, 'env'>): string {
  return new URL(ctx.env.publicBaseUrl).origin
}

/** The tenant's own list, as set by the organiser. */
export async function tenantEmbedOrigins(reader: ConfigReader, tenantId: string): Promise<string[]> {
  return (await findTenant(reader, tenantId))?.embedOrigins ?? []
}

/** Every origin a buyer of this tenant may come back to: ours, the server-wide default, the tenant's. */
export async function allowedReturnOrigins(ctx: AppContext, tenantId: string): Promise<string[]> {
  return [...new Set([publicOrigin(ctx), ...ctx.env.orders.returnOrigins, ...(await tenantEmbedOrigins(ctx, tenantId))])]
}

/** Pages on this machine (any port): in demo mode they may embed the elements and be paid back to, beside npm start. */
export const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/

