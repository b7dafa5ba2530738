// Compile-time proof that the React typings of @fairpass/elements check what a host writes: `npm run typecheck`
// fails if any line below marked @ts-expect-error stops being an error. Never rendered.
import type {} from '@fairpass/elements/react'

export const typeChecks = (
  <>
    <fair-wallet routing="memory" exhibition-id="1020" language="en" onfair-ready={(event) => event.detail.area.toUpperCase()} />
    {/* @ts-expect-error routing is 'hash' | 'memory' */}
    <fair-wallet routing="history" />
    {/* @ts-expect-error language is 'cn' | 'en' */}
    <fair-ticket-buy language="de" />
    {/* @ts-expect-error attributes are kebab-case: exhibitionId is not one (JSX cannot check misspelt hyphenated names) */}
    <fair-ticket-buy exhibitionId="1020" />
    {/* @ts-expect-error fair-ready's detail has an area and a path, no orderId */}
    <fair-ticket-buy onfair-ready={(event) => event.detail.orderId} />
    <fair-invoice order-id="o-1" onfair-invoice-issued={(event) => event.detail.invoiceNo.toUpperCase()} />
    {/* @ts-expect-error fair-invoice-issued's detail has no amount */}
    <fair-invoice onfair-invoice-issued={(event) => event.detail.amount} />
    {/* @ts-expect-error no such element */}
    <fair-nothing />
  </>
)
