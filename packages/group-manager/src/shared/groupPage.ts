import { inExhibitionPages } from '@fairpass/ui'

export type { InExhibition } from '@fairpass/ui'

/** A lazy group page that gets the element's exhibition as its `exhibition` prop (ui's inExhibitionPages). */
export const groupPage = inExhibitionPages({ title: 'groups.heading', message: 'groups.noExhibition' })
