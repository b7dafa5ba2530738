export { FairInvoiceElement } from './element'
export { invoiceMessages } from './messages'
