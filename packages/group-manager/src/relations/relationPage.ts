import { inExhibitionPages } from '@fairpass/ui'

/** A lazy page of registering other people that gets the element's exhibition as its `exhibition` prop. */
export const relationPage = inExhibitionPages({ title: 'relations.kind.help.heading', message: 'relations.noExhibition' })
