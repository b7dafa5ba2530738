import type { InvoiceLineView, InvoiceRefusal, InvoiceState } from '@fairpass/core/contract'
import { INVOICE_CURRENCY } from '@fairpass/core/validation'

/*
 * The invoice rules as plain functions (no database): who may be invoiced, how an order's payment splits into lines
 * with net and tax, and the only moves between invoice states. The routes and the job call them with rows they read.
 */

/** Order states in which the money was received and not given back: the order may be invoiced. */
export const PAID_ORDER_STATES: ReadonlySet<string> = new Set(['paid', 'ticketIssued', 'entered', 'notEntered', 'completed'])

export interface OrderFacts {
  state: string
  payableFen: number
  currency: string
}

/**
 * Why an order cannot be invoiced now, or null. Spec §5: the amount above 0 and the currency RMB; then the order must
 * be paid (not refunding or refunded), and it must not already have an invoice that is not voided. Whose order it is
 * was settled before (another visitor's order is "not found", as everywhere).
 */
export function invoiceRefusal(order: OrderFacts, liveInvoice: { state: string } | null): InvoiceRefusal['code'] | null {
  if (order.payableFen <= 0) return 'amountZero'
  if (order.currency !== INVOICE_CURRENCY) return 'currency'
  if (!PAID_ORDER_STATES.has(order.state)) return 'notPaid'
  if (liveInvoice && liveInvoice.state !== 'voided') return 'alreadyInvoiced'
  return null
}

/** The catalogue key of each refusal (errors answer 409 with it; the eligibility call shows it ready to read). */
export const REFUSAL_MESSAGES: Record<InvoiceRefusal['code'], string> = {
  amountZero: 'error.invoice.amountZero',
  currency: 'error.invoice.currency',
  notPaid: 'error.invoice.notPaid',
  alreadyInvoiced: 'error.invoice.alreadyInvoiced',
}

export interface GrossLine {
  name: string
  quantity: number
  unitPriceFen: number
}

/**
 * The printed lines: what was paid split over the order's lines in proportion to their price (a discount shared
 * out; the last line takes the rounding so the lines add up to the payment exactly), each split into net and VAT at
 * the seller's rate. Prices include VAT, as a ticket's price does: net = amount / (1 + rate), rounded to the fen,
 * tax = amount − net, so net + tax is always the amount paid.
 */
export function invoiceLines(lines: readonly GrossLine[], payableFen: number, taxRatePermille: number): InvoiceLineView[] {
  const totalFen = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceFen, 0)
  let shared = 0
  return lines.map((line, index) => {
    const gross = line.quantity * line.unitPriceFen
    const amountFen = index === lines.length - 1 ? payableFen - shared : totalFen === 0 ? 0 : Math.floor((gross * payableFen) / totalFen)
    shared += amountFen
    const netFen = Math.round((amountFen * 1000) / (1000 + taxRatePermille))
    return { name: line.name, quantity: line.quantity, unitPriceFen: line.unitPriceFen, amountFen, netFen, taxRatePermille, taxFen: amountFen - netFen }
  })
}

export function totalsOf(lines: readonly InvoiceLineView[]): { amountFen: number; netFen: number; taxFen: number } {
  return lines.reduce((sum, line) => ({ amountFen: sum.amountFen + line.amountFen, netFen: sum.netFen + line.netFen, taxFen: sum.taxFen + line.taxFen }), { amountFen: 0, netFen: 0, taxFen: 0 })
}

export type InvoiceEvent = 'issued' | 'failed' | 'retry' | 'void'

const MOVES: Record<InvoiceState, Partial<Record<InvoiceEvent, InvoiceState>>> = {
  applied: { issued: 'issued', failed: 'failed', void: 'voided' },
  failed: { retry: 'applied', void: 'voided' },
  issued: { void: 'voided' },
  voided: {},
}

/** The state an event moves an invoice to, or null when the move is not allowed from `state`. */
export function invoiceTransition(state: string, event: InvoiceEvent): InvoiceState | null {
  return MOVES[state as InvoiceState]?.[event] ?? null
}

/** An invoice number: the tenant's prefix and the counter's value, 8 digits as a paper invoice number has. */
export function formatInvoiceNo(prefix: string, number: number): string {
  return `${prefix}${String(number).padStart(8, '0')}`
}
