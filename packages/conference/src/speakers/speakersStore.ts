import type { ExhibitionRef } from '@fairpass/core/area'
import { perExhibition, resource } from '@fairpass/core/resource'
import { fetchSpeaker, fetchSpeakers } from '../shared/api'

/** The speakers of the exhibition (of one forum when the link names it): public, kept across a sign-out. */
export const speakersOf = perExhibition((ref: ExhibitionRef) => resource((conferenceTypeId?: string) => fetchSpeakers(ref, conferenceTypeId), { public: true }))

export const speakerOf = perExhibition((ref: ExhibitionRef, id: string) => resource(() => fetchSpeaker(ref, id), { public: true, isEmpty: () => false }))
