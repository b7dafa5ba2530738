import { inExhibitionPages } from '@fairpass/ui'

export type { InExhibition } from '@fairpass/ui'

/** A lazy invoice page that gets the element's exhibition as its `exhibition` prop (ui's inExhibitionPages). */
export const invoicePage = inExhibitionPages({ title: 'invoice.title', message: 'invoice.noExhibition' })
