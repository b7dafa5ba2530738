import type { ExhibitionRef } from '@fairpass/core/area'
import type { InvoiceView } from '@fairpass/core/contract'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, resource } from '@fairpass/core/resource'
import { fetchInvoice, fetchInvoices, retryInvoice } from '../shared/api'

/** The visitor's invoices, newest first (/invoice/history), per exhibition. */
export const invoicesOf = perExhibition((ref) => resource(() => fetchInvoices(ref), { topics: ['orders'] }))

/** One invoice, per exhibition and id: what the apply page and the preview watch. */
export const invoiceOf = perExhibition((ref: ExhibitionRef, id: string) => resource(() => fetchInvoice(ref, id)))

/** Issuing is done: nothing will change without the visitor or the organiser acting. */
export const isSettled = (invoice: Pick<InvoiceView, 'state'>) => invoice.state !== 'applied'

/** Waits between two asks while an invoice is being issued: soon at first, then less often, never over 10 s. */
export const POLL_DELAYS_MS = [1000, 1500, 2000, 3000, 5000, 8000, 10_000] as const
export const pollDelay = (attempt: number) => POLL_DELAYS_MS[Math.min(attempt, POLL_DELAYS_MS.length - 1)]

export interface Watch {
  stop: () => void
}

/**
 * Asks again for invoices being issued (applied) with a growing wait, until each has settled (issued, failed, voided)
 * or `stop` is called (the page is left, the element leaves the host page). `ask` answers the invoices as they are
 * now (null: the ask failed; the next one is still made). `onChange` hears each invoice whose state changed.
 */
export function watchInvoices(
  ask: () => Promise<InvoiceView[] | null>,
  initial: readonly InvoiceView[],
  onChange: (invoice: InvoiceView, before: InvoiceView) => void,
  schedule: (run: () => void, ms: number) => () => void = (run, ms) => {
    const timer = setTimeout(run, ms)
    return () => clearTimeout(timer)
  },
): Watch {
  let known = new Map(initial.map((invoice) => [invoice.id, invoice]))
  let attempt = 0
  let cancel: (() => void) | null = null
  let stopped = false
  const pending = () => [...known.values()].some((invoice) => !isSettled(invoice))

  function next() {
    if (stopped || !pending()) return
    cancel = schedule(() => {
      cancel = null
      void ask().then((fresh) => {
        if (stopped) return
        attempt += 1
        if (fresh) {
          for (const invoice of fresh) {
            const before = known.get(invoice.id)
            if (before && before.state !== invoice.state) onChange(invoice, before)
          }
          known = new Map(fresh.map((invoice) => [invoice.id, invoice]))
        }
        next()
      })
    }, pollDelay(attempt))
  }
  next()
  return {
    stop() {
      stopped = true
      cancel?.()
    },
  }
}

/** Says what became of an invoice the page watched: issued, or failed with its reason. */
export function announceChange(invoice: InvoiceView): void {
  if (invoice.state === 'issued') notify(t('invoice.live.issued', { no: invoice.invoiceNo ?? '' }), 'success')
  if (invoice.state === 'failed') notify(t('invoice.live.failed'), 'error')
}

/** Issues a failed invoice again; the lists showing it take its new state (applied) and watch it once more. */
export async function retry(ref: ExhibitionRef, id: string): Promise<InvoiceView | null> {
  try {
    const invoice = await retryInvoice(ref, id)
    invoiceOf(ref, id).set(invoice)
    const list = invoicesOf(ref)
    const shown = list.$store.get().data
    if (shown) list.set(shown.map((item) => (item.id === id ? invoice : item)))
    return invoice
  } catch {
    // The HTTP layer has said why.
    return null
  }
}
