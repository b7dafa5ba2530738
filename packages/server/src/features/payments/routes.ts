import * as z from 'zod/mini'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { formatRmb } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import { AppError } from '../../http'
import type { Language } from '../../language'
import { returnOriginOf } from './origins'
import { CallbackRejected, type PaidOrders, type PaymentProvider } from './provider'
import { SANDBOX_CASHIER_PATH, type SandboxProvider } from './sandbox'

export const NOTIFY_PATH = '/api/pay/notify'

/** Path segments are checked by the handlers (an unknown one is a 404 like any unknown path, not a 400). */
const segment = z.string().check(z.maxLength(100))
/** The provider's callback: the exact bytes it signed (this plugin parses no body), or nothing. */
const rawBody = z.optional(z.nullable(z.custom<Buffer>((value) => Buffer.isBuffer(value))))

/** The cashier's forms post to us; the redirect that follows may lead to the embedding site the payment names. */
function formAction(returnUrl: string | null): string {
  const origin = returnOriginOf(returnUrl)
  return origin ? `'self' ${origin}` : "'self'"
}

const words = {
  cn: { title: '沙箱收银台', note: '测试环境：不会产生真实扣款。', order: '订单号', amount: '应付金额', pay: '支付', cancel: '取消支付', done: '该支付已处理。', back: '返回' },
  en: { title: 'Sandbox cashier', note: 'Test environment: no real money is taken.', order: 'Order number', amount: 'Amount due', pay: 'Pay', cancel: 'Cancel payment', done: 'This payment has already been handled.', back: 'Back' },
} as const

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function cashierPage(language: Language, paymentId: string, orderNo: string, amountFen: number, open: boolean, returnUrl: string): string {
  const t = words[language]
  const amount = formatRmb(amountFen)
  const action = (what: string) => `${SANDBOX_CASHIER_PATH}/${paymentId}/${what}?languageType=${language}`
  const buttons = open
    ? `<form method="post" action="${action('pay')}"><button type="submit" class="pay">${escapeHtml(`${t.pay} ${amount}`)}</button></form>
       <form method="post" action="${action('cancel')}"><button type="submit" class="cancel">${t.cancel}</button></form>`
    : `<p role="status">${t.done}</p><a class="cancel" href="${escapeHtml(returnUrl)}">${t.back}</a>`
  return `<!doctype html>
<html lang="${language === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#F0F2FF;color:#1a1a2e}
main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;margin:0 0 4px}.note{color:#555;font-size:14px;margin:0 0 20px}
dl{background:#fff;border-radius:12px;padding:16px;margin:0 0 24px}dt{color:#666;font-size:14px}dd{margin:0 0 12px;font-size:18px;font-weight:600}
button,a.cancel{display:block;box-sizing:border-box;width:100%;min-height:48px;border-radius:24px;font-size:17px;margin:0 0 12px;text-align:center;text-decoration:none;line-height:48px;padding:0}
button.pay{background:#173CCC;color:#fff;border:0}button.cancel,a.cancel{background:#fff;color:#173CCC;border:1px solid #173CCC}
</style></head>
<body><main><h1>${t.title}</h1><p class="note">${t.note}</p>
<dl><dt>${t.order}</dt><dd>${escapeHtml(orderNo)}</dd><dt>${t.amount}</dt><dd>${escapeHtml(amount)}</dd></dl>
${buttons}</main></body></html>`
}

/**
 * The payment side of the server: the provider's notify endpoint (raw body, signature checked before anything is
 * read) and, for the sandbox, its hosted cashier page.
 */
export function paymentRoutes(
  ctx: AppContext,
  provider: PaymentProvider,
  sandbox: SandboxProvider | null,
  { applyPaymentEvent, cashierPayment, sendLatePaymentReturns }: PaidOrders,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Signatures are over the exact bytes: this plugin's routes get the body unparsed.
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

    // The answer is the provider's, not the envelope: it reads `code: SUCCESS` to stop retrying.
    app.post(`${NOTIFY_PATH}/:provider`, { schema: { params: z.object({ provider: segment }), body: rawBody } }, async (request, reply) => {
      const { provider: name } = request.params
      if (name !== provider.name) throw new AppError(404, 'error.notFound')
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      let event
      try {
        event = provider.verifyCallback(request.headers, raw)
      } catch (error) {
        if (error instanceof CallbackRejected) {
          request.log.warn({ reason: error.message }, 'payment callback rejected')
          throw new AppError(401, 'error.payment.badSignature')
        }
        throw error
      }
      const outcome = await applyPaymentEvent(ctx, provider.name, event)
      // The money of a payment its order no longer takes goes back now; the sweep retries what the provider refuses.
      if (outcome === 'late') await sendLatePaymentReturns(ctx, provider, request.log)
      return reply.send({ code: 'SUCCESS', outcome })
    })

    if (!sandbox) return

    const loadPayment = async (paymentId: string) => {
      if (!/^[0-9a-f-]{36}$/i.test(paymentId)) throw new AppError(404, 'error.notFound')
      const row = await cashierPayment(ctx, paymentId)
      if (!row || row.payment.provider !== sandbox.name) throw new AppError(404, 'error.notFound')
      return row
    }

    // The hosted cashier: the payment id (a random UUID) is the capability, as a provider's cashier link is.
    app.get(`${SANDBOX_CASHIER_PATH}/:paymentId`, { schema: { params: z.object({ paymentId: segment }) } }, async (request, reply) => {
      const { paymentId } = request.params
      const row = await loadPayment(paymentId)
      const { language } = request
      const html = cashierPage(language, row.payment.id, row.orderNo, row.payment.amountFen, row.payment.state === 'created', row.payment.returnUrl ?? '/')
      return reply
        .header('cache-control', 'no-store')
        // Only its own inline style and its own forms; never inside another site's frame (no click-jacked Pay);
        // form-action covers the redirect after the form is sent: the buyer's way back to an allowed embedding site.
        .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction(row.payment.returnUrl)}; frame-ancestors 'none'; base-uri 'none'`)
        .type('text/html; charset=utf-8')
        .send(html)
    })

    app.post(`${SANDBOX_CASHIER_PATH}/:paymentId/:action`, { schema: { params: z.object({ paymentId: segment, action: segment }) } }, async (request, reply) => {
      const { paymentId, action } = request.params
      if (action !== 'pay' && action !== 'cancel') throw new AppError(404, 'error.notFound')
      const row = await loadPayment(paymentId)
      if (row.payment.state === 'created') {
        await sandbox.complete({ id: row.payment.id, providerRef: row.payment.providerRef, amountFen: row.payment.amountFen }, action === 'pay' ? 'succeeded' : 'cancelled')
      }
      // The return URL was checked against the allowed origins when the payment started.
      return reply.redirect(row.payment.returnUrl ?? '/', 303)
    })
  }
}
