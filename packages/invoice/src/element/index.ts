import { defineAreaElement } from '@fairpass/core/area'
import { areaShell } from '@fairpass/ui'
import '../messages'
import { invoicePage } from '../shared/inExhibition'

/**
 * Invoices for paid orders: invoice headers (personal or company, the tax number checked), applying for a general or
 * special VAT invoice or an English receipt, the invoice's state live while it is issued, the history with each
 * PDF to download, and the PDF shown in the page where the messaging app's browser cannot open one.
 *
 * @tag fair-invoice
 * @attr order-id - Opens the application for this order when no `initial-path` is given.
 * @fires fair-invoice-applied - {{ invoiceId: string; orderId: string; kind: string }} An invoice was asked for; it is being issued.
 * @fires fair-invoice-issued - {{ invoiceId: string; orderId: string; invoiceNo: string }} An invoice the element showed was issued; its PDF can be downloaded.
 */
export const FairInvoiceElement = defineAreaElement({
  tag: 'fair-invoice',
  area: 'invoice',
  initialPath: ({ attributes }) => (attributes.orderId ? `/invoice/apply/${encodeURIComponent(attributes.orderId)}` : '/invoice'),
  attributes: ['orderId'],
  access: 'signIn',
  shell: areaShell,
  pages: {
    '/invoice': invoicePage(() => import('../overview/OverviewPage').then((module) => module.OverviewPage), () => ({})),
    '/invoice/apply/:orderId': invoicePage(() => import('../apply/ApplyPage').then((module) => module.ApplyPage), (route) => ({ orderId: route.params.orderId })),
    '/invoiceEn': invoicePage(() => import('../apply/ReceiptPage').then((module) => module.ReceiptPage), (route) => ({ orderId: route.query.orderId })),
    '/invoiceHeaderManage': invoicePage(() => import('../headers/HeaderManagePage').then((module) => module.HeaderManagePage), () => ({})),
    '/invoice/history': invoicePage(() => import('../history/HistoryPage').then((module) => module.HistoryPage), () => ({})),
    '/pdfPreview': invoicePage(() => import('../preview/PdfPreviewPage').then((module) => module.PdfPreviewPage), (route) => ({ invoiceId: route.query.invoiceId ?? '' })),
  },
})
