import { atom } from 'nanostores'
import type { AreaInstance, ExhibitionRef } from '@fairpass/core/area'
import { fillShareTitle, setShareCard } from '@fairpass/core/share'
import { $apiBase } from '@fairpass/core/session'
import { joinUrl } from '../qrCode/joinUrl'
import { fetchShareContext, saveRegisterLink } from '../channels/api'

/* The share poster of a page: the context and the person's link from the server, the poster drawn here. */

export type PosterState =
  | { status: 'making' }
  | { status: 'ready'; image: string; title: string; link: string }
  | { status: 'failed'; error: unknown }

export interface PosterTexts {
  scanLabel: string
  channelLabel?: string
  primary: string
  background: string
}

/** The app's address the artwork and links are read against: the API's origin when embedded, else this page. */
const appBase = () => $apiBase.get() || location.href

/**
 * Makes the poster: the share title filled from the person's values, their remembered link (with the channel's code)
 * as the QR, then, inside the messaging app, the share card set to the same title. Answers the state to show.
 */
export function createPoster(ref: ExhibitionRef, sourceCode: string | undefined, texts: PosterTexts, emit: AreaInstance['emit']) {
  const $poster = atom<PosterState>({ status: 'making' })
  async function make(): Promise<void> {
    $poster.set({ status: 'making' })
    try {
      const [context, saved] = await Promise.all([fetchShareContext(ref, sourceCode), saveRegisterLink(ref, sourceCode)])
      const title = fillShareTitle(context.title, context.values)
      const link = joinUrl(saved)
      const { renderPoster } = await import('./poster')
      const image = await renderPoster(
        { title, desc: context.desc, exhibitionTitle: context.exhibitionTitle, artworkUrl: context.artworkUrl, link, ...texts },
        appBase(),
      )
      $poster.set({ status: 'ready', image, title, link })
      emit('fair-poster-created', { exhibitionId: ref.exhibitionId, sourceCode: saved.sourceCode })
      const imgUrl = context.shareImageUrl ? new URL(context.shareImageUrl, appBase()).href : undefined
      void setShareCard({ title, desc: context.desc, link, imgUrl }, ref.tenantId)
    } catch (error) {
      $poster.set({ status: 'failed', error })
    }
  }
  return { $poster, make }
}

/** Saves the poster as a file (the download button); the <img> itself is what a long-press saves in the messaging app. */
export function downloadPoster(image: string, name = 'fairpass-poster.png'): void {
  const anchor = document.createElement('a')
  anchor.href = image
  anchor.download = name
  anchor.rel = 'noopener'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
}
