import { useEffect, useRef } from 'react'
import { useArea } from '@fairpass/core/area'
import type { InvoiceView } from '@fairpass/core/contract'
import { announceChange, isSettled, watchInvoices } from './invoiceStore'

/**
 * While any of `invoices` is being issued, asks `ask` again (with a growing wait) until each has settled; stops
 * when the page unmounts, which is also when the element leaves the host page. Each change is told to the visitor,
 * and an issued invoice to the host page (`fair-invoice-issued`).
 */
export function useLiveInvoices(invoices: readonly InvoiceView[] | null | undefined, ask: () => Promise<InvoiceView[] | null>): void {
  const area = useArea()
  const latest = useRef({ invoices, ask })
  latest.current = { invoices, ask }
  // Only a change in what is pending starts a new watch: every answer re-renders the page with new objects.
  const pending = (invoices ?? []).filter((invoice) => !isSettled(invoice)).map((invoice) => invoice.id).join(',')
  useEffect(() => {
    if (!pending) return
    const watch = watchInvoices(
      () => latest.current.ask(),
      latest.current.invoices ?? [],
      (invoice) => {
        announceChange(invoice)
        if (invoice.state === 'issued' && invoice.invoiceNo) area.emit('fair-invoice-issued', { invoiceId: invoice.id, orderId: invoice.orderId, invoiceNo: invoice.invoiceNo })
      },
    )
    return watch.stop
  }, [pending, area])
}
