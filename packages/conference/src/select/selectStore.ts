import { atom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { RegistrationOutcome, SessionSummary } from '@fairpass/core/contract'
import { keyed, refusalOf, resource } from '@fairpass/core/resource'
import { PROGRAMME_PAGE_SIZE_MAX, REGISTER_SESSIONS_MAX } from '@fairpass/core/validation'
import { exhibitionKey } from '@fairpass/core/area'
import { fetchConferences, fetchProgramme, register } from '../shared/api'
import type { AreaInstance } from '@fairpass/core/area'
import { agendaOf, announceRegistrations } from '../session/sessionStore'
import { programmeOf } from '../programme/programmeStore'

export { REGISTER_SESSIONS_MAX }

/**
 * Picking several sessions of one forum (the link's `conferenceTypeId`) and registering for them in one call:
 * /conference/selectConference and /conference/registrationConference. The sessions of a forum fit one page of the
 * programme call (a forum runs at most a few dozen); the choice and the answer live here, the page renders them.
 */
export const selectionOf = keyed(
  (ref: ExhibitionRef, conferenceTypeId: string) => `${exhibitionKey(ref)}|${conferenceTypeId}`,
  (ref: ExhibitionRef, conferenceTypeId: string) => {
    const sessions = resource(
      async () => {
        const [forums, page] = await Promise.all([
          fetchConferences(ref),
          fetchProgramme(ref, conferenceTypeId ? { conferenceTypeId } : {}, 1, PROGRAMME_PAGE_SIZE_MAX),
        ])
        return { forum: forums.find((forum) => forum.id === conferenceTypeId) ?? null, sessions: page.records }
      },
      { public: true, isEmpty: (data) => data.sessions.length === 0 },
    )
    const $chosen = atom<string[]>([])
    const $busy = atom(false)
    const $answer = atom<{ outcome: RegistrationOutcome } | { refused: string } | null>(null)

    return {
      sessions,
      $chosen,
      $busy,
      $answer,
      toggle(id: string, on: boolean) {
        const chosen = $chosen.get().filter((one) => one !== id)
        $chosen.set(on ? [...chosen, id] : chosen)
      },
      /** Node mode: one session of a time node (or none, null) replaces whatever was chosen at that time. */
      chooseInNode(nodeSessionIds: readonly string[], id: string | null) {
        $chosen.set(chooseOne($chosen.get(), nodeSessionIds, id))
      },
      /** Preselects the session the link names (`conferenceId`), once the visitor has not chosen anything yet. */
      preselect(id: string | undefined) {
        if (id && $chosen.get().length === 0) $chosen.set([id])
      },
      async submit(emit: AreaInstance['emit']) {
        $busy.set(true)
        try {
          const outcome = await register(ref, $chosen.get(), conferenceTypeId || undefined)
          announceRegistrations(emit, outcome)
          $answer.set({ outcome })
          $chosen.set([])
        } catch (error) {
          $answer.set({ refused: refusalOf(error).message })
        } finally {
          $busy.set(false)
          agendaOf(ref).invalidate()
          void sessions.refresh()
          void programmeOf(ref).reload()
        }
      },
      reset() {
        $chosen.set([])
        $answer.set(null)
      },
    }
  },
)

/** What the visitor may tick: free sessions they hold nothing of yet (paid ones are bought, held ones are held). */
export function selectable(session: SessionSummary, held: ReadonlySet<string>): boolean {
  return !session.paid && !held.has(session.id)
}

/** The choice with one time node's pick replaced: the node's other sessions leave it, `id` (if any) joins. */
export function chooseOne(chosen: readonly string[], nodeSessionIds: readonly string[], id: string | null): string[] {
  const rest = chosen.filter((one) => !nodeSessionIds.includes(one))
  return id ? [...rest, id] : rest
}
