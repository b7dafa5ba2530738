import type { ExhibitionRef } from '@fairpass/core/area'
import type { InvoiceView } from '@fairpass/core/contract'
import { notify } from '@fairpass/core/notice'
import { ApiError } from '@fairpass/core/http'
import { fetchInvoicePdf, pdfFileName } from '../shared/api'

/**
 * Saves the invoice's PDF on the device: fetched with the visitor's token (a plain link would carry none), then
 * handed to the browser as a file of its number. Answers false when it could not be fetched (the visitor is told).
 */
export async function downloadInvoice(ref: ExhibitionRef, invoice: InvoiceView, doc: Document = document): Promise<boolean> {
  try {
    const bytes = await fetchInvoicePdf(ref, invoice.id)
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }))
    const link = doc.createElement('a')
    link.href = url
    link.download = pdfFileName(invoice)
    link.rel = 'noopener'
    // Inside a shadow root or not, a link must be in a document to be followed in every browser.
    doc.body.append(link)
    link.click()
    link.remove()
    // The browser has taken the file once the click returned; the URL is let go a little later for slow ones.
    setTimeout(() => URL.revokeObjectURL(url), 30_000)
    return true
  } catch (error) {
    notify(error instanceof ApiError ? error.msg : String(error), 'error')
    return false
  }
}
