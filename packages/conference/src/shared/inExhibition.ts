import { inExhibitionPages } from '@fairpass/ui'

export type { InExhibition } from '@fairpass/ui'

/** A lazy conference page that gets the element's exhibition as its `exhibition` prop (ui's inExhibitionPages). */
export const conferencePage = inExhibitionPages({ title: 'conference.toProgramme', message: 'conference.noExhibition' })
