import type { ExhibitionRef } from '@fairpass/core/area'
import type { GroupImportResult, GroupMemberView, GroupView } from '@fairpass/core/contract'

export const EXHIBITION: ExhibitionRef = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitingGroup' }

export const MEMBER_ID = '11111111-1111-4111-8111-111111111111'
export const OTHER_ID = '22222222-2222-4222-8222-222222222222'

export function group(overrides: Partial<GroupView> = {}): GroupView {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    exhibitionId: '1020',
    name: 'Hailian buyers',
    company: 'Hailian Trading',
    expectedSize: 8,
    memberCount: 2,
    memberMax: 5,
    processStatus: 1,
    createdAt: '2026-11-20T08:00:00Z',
    ...overrides,
  }
}

export function member(overrides: Partial<GroupMemberView> = {}): GroupMemberView {
  return {
    id: MEMBER_ID,
    name: 'Wang Lei',
    mobile: '13800138000',
    email: null,
    company: 'Hailian Trading',
    title: 'Buyer',
    source: 'manual',
    registered: true,
    registration: 'approve',
    entryCode: '1234567890',
    holdsTicket: true,
    createdAt: '2026-11-20T08:00:00Z',
    ...overrides,
  }
}

export function importResult(overrides: Partial<GroupImportResult> = {}): GroupImportResult {
  return {
    imported: 2,
    rows: 3,
    errors: [{ row: 3, reasons: { mobile: 'Enter a valid mobile number' } }],
    memberCount: 4,
    memberMax: 5,
    ...overrides,
  }
}
