import { inExhibitionPages } from '@fairpass/ui'

export type { InExhibition } from '@fairpass/ui'

/** A lazy customer-tool page that gets the element's exhibition as its `exhibition` prop (ui's inExhibitionPages). */
export const toolPage = inExhibitionPages({ title: 'customers.heading', message: 'customers.noExhibition' })
