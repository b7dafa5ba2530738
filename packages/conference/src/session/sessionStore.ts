import { atom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { AreaInstance } from '@fairpass/core/area'
import type { AgendaEntry, CancelOutcome, Clash, RegistrationOutcome, SessionDetail } from '@fairpass/core/contract'
import { perExhibition, refusalOf, resource } from '@fairpass/core/resource'
import { cancel, fetchAgenda, fetchSession, register } from '../shared/api'
import { programmeOf } from '../programme/programmeStore'

/** One session's page, per exhibition and session: public, so a sign-out keeps it. */
export const sessionOf = perExhibition((ref: ExhibitionRef, id: string) => resource(() => fetchSession(ref, id), { public: true, isEmpty: () => false }))

/** The visitor's agenda: what they hold of each session (a seat, a place on the waiting list, a ticket). */
export const agendaOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchAgenda(ref), { topics: ['tickets'] }))

/** What the visitor holds of one session, from their agenda. */
export const entryFor = (agenda: readonly AgendaEntry[] | null, sessionId: string): AgendaEntry | null =>
  agenda?.find((entry) => entry.session.id === sessionId) ?? null

/** What the last action on a session answered, to say it on the page. */
export type ActionResult =
  | { kind: 'registered' | 'waitlisted'; position: number | null; changed: boolean; clashes: Clash[] }
  | { kind: 'cancelled'; changed: boolean }
  | { kind: 'refused'; message: string }

export const actionOf = perExhibition((ref: ExhibitionRef, id: string) => {
  const $result = atom<ActionResult | null>(null)
  const $busy = atom(false)

  /** After a change of seats: the session, the agenda and the programme's seat counts are asked again. */
  function refreshAll() {
    sessionOf(ref, id).invalidate()
    agendaOf(ref).invalidate()
    void programmeOf(ref).reload()
  }

  async function run<T>(call: () => Promise<T>, settle: (answer: T) => ActionResult): Promise<ActionResult> {
    $busy.set(true)
    try {
      const result = settle(await call())
      $result.set(result)
      return result
    } catch (error) {
      const result: ActionResult = { kind: 'refused', message: refusalOf(error).message }
      $result.set(result)
      return result
    } finally {
      $busy.set(false)
      refreshAll()
    }
  }

  return {
    $result,
    $busy,
    register: (emit: Emit, conferenceTypeId?: string) =>
      run(
        () => register(ref, [id], conferenceTypeId),
        (answer) => {
          announceRegistrations(emit, answer)
          return registrationResult(answer, id)
        },
      ),
    cancel: (emit: Emit) =>
      run(
        () => cancel(ref, id),
        (answer: CancelOutcome): ActionResult => {
          if (answer.changed) emit('fair-conference-cancelled', { sessionId: id })
          return { kind: 'cancelled', changed: answer.changed }
        },
      ),
    clear: () => $result.set(null),
  }
})

type Emit = AreaInstance['emit']

/** Tells the host page about the seats and waiting-list places a registration call newly gave the visitor. */
export function announceRegistrations(emit: Emit, outcome: RegistrationOutcome): void {
  const registrations = outcome.registrations
    .filter((registration) => registration.changed)
    .map(({ sessionId, status, position }) => ({ sessionId, status, position: position ?? null }))
  if (registrations.length > 0) emit('fair-conference-registered', { registrations })
}

/** The answer for this session, with the clashes the server found against the visitor's other sessions. */
export function registrationResult(outcome: RegistrationOutcome, sessionId: string): ActionResult {
  const mine = outcome.registrations.find((registration) => registration.sessionId === sessionId) ?? outcome.registrations[0]
  return {
    kind: mine?.status === 'waitlisted' ? 'waitlisted' : 'registered',
    position: mine?.position ?? null,
    changed: mine?.changed ?? false,
    clashes: outcome.clashes.filter((clash) => clash.sessionId === sessionId),
  }
}

export type { SessionDetail }
