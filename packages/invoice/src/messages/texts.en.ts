import type { MessageTree } from '@fairpass/core/i18n'

export default {
  invoice: {
    title: 'Invoices',
    noExhibition: 'The link names no exhibition, so there are no invoices to show.',
    cancel: 'Cancel',
    back: 'Back',
    nav: { label: 'Invoices', overview: 'Ask for an invoice', headers: 'Invoice headers', history: 'Invoice history', receipt: 'English receipt' },
    state: { applied: 'Being issued', issued: 'Issued', failed: 'Failed', voided: 'Void' },
    kind: { general: 'General VAT invoice', special: 'Special VAT invoice', receipt: 'English receipt' },
    headerType: { personal: 'Personal', company: 'Company' },
    amount: 'Amount',
    orderNo: 'Order number',
    invoiceNo: 'Invoice number',
    appliedAt: 'Asked for',
    issuedAt: 'Issued',
    download: 'Download invoice',
    downloadOf: 'Download invoice {{no}} (PDF)',
    view: 'View',
    viewOf: 'View invoice {{no}}',
  },
} satisfies MessageTree
