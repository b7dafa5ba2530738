import type { ExhibitionRef } from '@fairpass/core/area'
import type { AgendaEntry, ProgrammePage, SessionDetail, SessionSummary } from '@fairpass/core/contract'

export const EXHIBITION: ExhibitionRef = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' }

export const SESSION_ID = '11111111-1111-4111-8111-111111111111'
export const OTHER_ID = '22222222-2222-4222-8222-222222222222'
export const ROOM = { id: '33333333-3333-4333-8333-333333333333', name: 'Main hall', hall: 'Hall 1' }
export const SIGN_CODE = 'abcdefghijklmnopqrstuvwx'

export function session(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: SESSION_ID,
    conferenceTypeId: null,
    title: 'Opening keynote',
    topic: { key: 'ai', label: 'AI' },
    room: ROOM,
    day: '2026-12-25',
    startsAt: '2026-12-25T01:30:00Z',
    endsAt: '2026-12-25T02:15:00Z',
    timeZone: 'Asia/Shanghai',
    localStart: '09:30',
    localEnd: '10:15',
    capacity: 100,
    seatsLeft: 40,
    full: false,
    walkIn: 'allowed',
    paid: null,
    speakers: [{ id: 'sp1', name: 'Ada Wang', title: 'CTO', company: 'Acme', photoUrl: null }],
    ...overrides,
  }
}

export function detail(overrides: Partial<SessionDetail> = {}): SessionDetail {
  return { ...session(), descriptionHtml: '<p>About <strong>AI</strong></p>', waitlisted: 0, ...overrides }
}

export function programmePage(records: SessionSummary[], overrides: Partial<ProgrammePage> = {}): ProgrammePage {
  return {
    page: 1,
    size: 20,
    total: records.length,
    records,
    facets: { days: ['2026-12-25', '2026-12-26'], rooms: [ROOM], topics: [{ key: 'ai', label: 'AI' }] },
    ...overrides,
  }
}

export function agendaEntry(overrides: Partial<AgendaEntry> = {}): AgendaEntry {
  return { session: session(), status: 'registered', position: null, signedInAt: null, clashesWith: [], ...overrides }
}
