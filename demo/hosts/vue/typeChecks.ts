// Compile-time proof that the Vue typings of @fairpass/elements check what a host writes through fair():
// `npm run typecheck` fails if any line below marked @ts-expect-error stops being an error. Never rendered.
import { fair } from './fair'

export const typeChecks = () => [
  fair('fair-wallet', { routing: 'memory', 'exhibition-id': '1020', language: 'en', onFairReady: (event) => event.detail.area.toUpperCase() }),
  // @ts-expect-error routing is 'hash' | 'memory'
  fair('fair-wallet', { routing: 'history' }),
  // @ts-expect-error language is 'cn' | 'en'
  fair('fair-ticket-buy', { language: 'de' }),
  // @ts-expect-error a misspelt attribute name
  fair('fair-ticket-buy', { 'exhibtion-id': '1020' }),
  // @ts-expect-error attributes are kebab-case: exhibitionId is not one
  fair('fair-ticket-buy', { exhibitionId: '1020' }),
  // @ts-expect-error fair-ready's detail has an area and a path, no orderId
  fair('fair-ticket-buy', { onFairReady: (event) => event.detail.orderId }),
  fair('fair-invoice', { 'order-id': 'o-1', onFairInvoiceIssued: (event) => event.detail.invoiceNo.toUpperCase() }),
  // @ts-expect-error no such element
  fair('fair-nothing', {}),
]
