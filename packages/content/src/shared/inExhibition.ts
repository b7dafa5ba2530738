import { inExhibitionPages } from '@fairpass/ui'

export type { InExhibition } from '@fairpass/ui'

/** A lazy content page that gets the element's exhibition as its `exhibition` prop (ui's inExhibitionPages). */
export const contentPage = inExhibitionPages({ title: 'content.page.heading', message: 'content.noExhibition' })
