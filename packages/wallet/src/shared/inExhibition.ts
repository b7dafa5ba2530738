import { inExhibitionPages } from '@fairpass/ui'

export type { InExhibition } from '@fairpass/ui'

/** A lazy wallet page that gets the element's exhibition as its `exhibition` prop (ui's inExhibitionPages). */
export const walletPage = inExhibitionPages({ title: 'wallet.title', message: 'wallet.noExhibition' })
