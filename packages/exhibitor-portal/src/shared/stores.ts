import type { ExhibitionRef } from '@fairpass/core/area'
import { perExhibition, resource } from '@fairpass/core/resource'
import { fetchFormConfig, fetchInfo, fetchStatus } from './api'

/** The signed-in member's company, role, booths and progress (spec §3 "Exhibitor info"), per exhibition. */
export const infoOf = perExhibition((ref) => resource(() => fetchInfo(ref)))

/** Caps, deadline, categories, upload limits and the initiative letter: the same for everybody, so kept over sign-outs. */
export const formConfigOf = perExhibition((ref) => resource(() => fetchFormConfig(ref), { public: true }))

/** The review state of catalogue, exhibits and badges. */
export const statusOf = perExhibition((ref) => resource(() => fetchStatus(ref)))

/** After a change that moves a review state (a submission, a removal): the overviews load again where shown. */
export function reviewChanged(ref: ExhibitionRef): void {
  infoOf(ref).invalidate()
  statusOf(ref).invalidate()
}
