import type { RelationDetail, RelationView } from '@fairpass/core/contract'

/*
 * The records the tests of registering other people share (relations.test.tsx, detailHashChange.test.tsx): two
 * people, the form configuration's path, and a record (and its detail) as the server answers it.
 */

export const ADA = '11111111-1111-4111-8111-111111111111'
export const GRACE = '22222222-2222-4222-8222-222222222222'
export const FORM = '/api/ef-registration-config-client/formConfig/listForUser'

/** Ada's help record, submitted and waiting for review, unless `overrides` say otherwise. */
export function relation(overrides: Partial<RelationView> = {}): RelationView {
  return {
    id: ADA,
    kind: 'help',
    batchId: '33333333-3333-4333-8333-333333333333',
    name: 'Ada Lovelace',
    mobile: '13900139001',
    email: null,
    company: 'Engines Ltd',
    state: 'submitted',
    review: 'pending',
    holdsTicket: false,
    lock: null,
    createdAt: '2026-11-20T08:00:00Z',
    submittedAt: '2026-11-20T08:00:00Z',
    ...overrides,
  }
}

/** The detail page's answer for `view`: its profile as given, the person's account (none yet by default), no questionnaire done. */
export function relationDetail(view: RelationView, profile: Record<string, unknown>, personUserId: string | null = null): RelationDetail {
  return { ...view, profile, personUserId, questionnairesDone: [] }
}
