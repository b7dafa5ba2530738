import { useEffect, useRef } from 'react'
import { useArea } from '@fairpass/core/area'
import type { InvoiceView } from '@fairpass/core/contract'
import { announceChange, isSettled, watchInvoices } from './invoiceStore'

/**
 * While any of `invoices` is being issued, asks `ask` again (with a growing wait) until each has settled; stops
 * when the page unmounts, which is also when the element leaves the host page. Each invoice seen being issued and
 * then settled is told to the visitor, and an issued one to the host page (`fair-invoice-issued`).
 */
export function useLiveInvoices(invoices: readonly InvoiceView[] | null | undefined, ask: () => Promise<InvoiceView[] | null>): void {
  const area = useArea()
  const latest = useRef({ invoices, ask })
  latest.current = { invoices, ask }

  // Told from what the page shows, not from inside the watch: the answer that settles an invoice also ends the watch.
  const seen = useRef(new Map<string, InvoiceView['state']>())
  useEffect(() => {
    for (const invoice of invoices ?? []) {
      const before = seen.current.get(invoice.id)
      seen.current.set(invoice.id, invoice.state)
      if (before !== 'applied' || invoice.state === 'applied') continue
      announceChange(invoice)
      if (invoice.state === 'issued' && invoice.invoiceNo) area.emit('fair-invoice-issued', { invoiceId: invoice.id, orderId: invoice.orderId, invoiceNo: invoice.invoiceNo })
    }
  }, [invoices, area])

  // Only a change in what is pending starts a new watch: every answer re-renders the page with new objects.
  const pending = (invoices ?? []).filter((invoice) => !isSettled(invoice)).map((invoice) => invoice.id).join(',')
  useEffect(() => {
    if (!pending) return
    const watch = watchInvoices(() => latest.current.ask(), latest.current.invoices ?? [], () => {})
    return watch.stop
  }, [pending])
}
