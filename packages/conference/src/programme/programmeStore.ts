import { atom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { ProgrammePage, SessionSummary } from '@fairpass/core/contract'
import { perExhibition, resource } from '@fairpass/core/resource'
import { fetchProgramme, type ProgrammeFilter } from '../shared/api'

/**
 * Sessions per call: a phone screen shows five or six, so twelve fill two screens while the next page loads. Fewer
 * cards in the first answer is a faster first view on a slow phone (measured: tests/conference-perf.e2e.ts).
 */
export const PROGRAMME_PAGE_SIZE = 12

/** The pages loaded so far, joined: `page` is the last one asked. */
export type LoadedProgramme = ProgrammePage

export const NO_FILTER: ProgrammeFilter = { day: '', roomId: '', topic: '', q: '' }

/**
 * The programme of one exhibition: its filter (kept while the visitor opens a session and comes back) and the pages
 * loaded for it. The programme is public, so a sign-out keeps it. A new filter starts from page one; the next page
 * is appended. A newer call wins (core/resource), so a page still on its way for an old filter is dropped.
 */
export const programmeOf = perExhibition((ref: ExhibitionRef) => {
  const $filter = atom<ProgrammeFilter>(NO_FILTER)
  const pages = resource(
    async (filter: ProgrammeFilter, page: number): Promise<LoadedProgramme> => {
      const answer = await fetchProgramme(ref, filter, page, PROGRAMME_PAGE_SIZE)
      const before = page > 1 ? pages.$store.get().data : null
      return before ? { ...answer, records: appendNew(before.records, answer.records) } : answer
    },
    { public: true, isEmpty: (data) => data.records.length === 0 },
  )

  // The next page under way: a scroll that reaches the end twice asks once.
  let more: Promise<LoadedProgramme | null> | null = null

  return {
    $filter,
    $pages: pages.$store,
    /** Loads page one for the filter now set (a change of filter or language). */
    reload: () => pages.load($filter.get(), 1),
    setFilter(patch: Partial<ProgrammeFilter>) {
      $filter.set({ ...$filter.get(), ...patch })
      return pages.load($filter.get(), 1)
    },
    clear() {
      $filter.set({ ...NO_FILTER, conferenceTypeId: $filter.get().conferenceTypeId })
      return pages.load($filter.get(), 1)
    },
    /** The next page, without the list blinking to loading; nothing when all are there or a load is under way. */
    loadMore() {
      const { data, status } = pages.$store.get()
      if (!data || status === 'loading' || !hasMore(data)) return Promise.resolve(null)
      more ??= pages.refresh($filter.get(), data.page + 1).finally(() => {
        more = null
      })
      return more
    },
    retry: () => pages.retry(),
    reset: () => pages.reset(),
  }
})

export const hasMore = (data: LoadedProgramme) => data.records.length < data.total

/** A session moved to another page between two calls (a new session) is shown once. */
function appendNew(shown: SessionSummary[], next: SessionSummary[]): SessionSummary[] {
  const ids = new Set(shown.map((session) => session.id))
  return [...shown, ...next.filter((session) => !ids.has(session.id))]
}

/** Sessions grouped by their local day, in the order given (the server sends time order). */
export function byDay(sessions: readonly SessionSummary[]): Array<{ day: string; sessions: SessionSummary[] }> {
  const groups: Array<{ day: string; sessions: SessionSummary[] }> = []
  for (const session of sessions) {
    const last = groups.at(-1)
    if (last && last.day === session.day) last.sessions.push(session)
    else groups.push({ day: session.day, sessions: [session] })
  }
  return groups
}

/** A time node of the programme's timeline: the sessions of one day that start at one time (the parallel forums). */
export interface TimeNode {
  /** The venue's wall-clock start, "09:30". */
  start: string
  sessions: SessionSummary[]
}

/**
 * The node-mode timeline (/meetingScheduleNodeMode, `isOpenNodeMode`): each day's sessions gathered by their start
 * time, the nodes in time order and each node's sessions by room, so parallel sessions read side by side.
 */
export function byTimeNode(sessions: readonly SessionSummary[]): Array<{ day: string; nodes: TimeNode[] }> {
  return byDay([...sessions].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))).map(({ day, sessions: ofDay }) => {
    const nodes: TimeNode[] = []
    for (const session of ofDay) {
      const node = nodes.find((one) => one.start === session.localStart)
      if (node) node.sessions.push(session)
      else nodes.push({ start: session.localStart, sessions: [session] })
    }
    for (const node of nodes) node.sessions.sort((a, b) => a.room.name.localeCompare(b.room.name))
    return { day, nodes }
  })
}
