import type { ExhibitionRef } from '@fairpass/core/area'
import type { CustomerDetail, CustomerView, MembershipState, PermissionPage, ScanResult } from '@fairpass/core/contract'

export const EXHIBITION: ExhibitionRef = { tenantId: '000000', exhibitionId: '1020', registerType: 'commerceExhibition' }

export const LEAD_ID = '11111111-1111-4111-8111-111111111111'
export const ADMIN_ID = '22222222-2222-4222-8222-222222222222'
export const STAFF_ID = '33333333-3333-4333-8333-333333333333'
export const LABEL_ID = '44444444-4444-4444-8444-444444444444'

export function membership(overrides: Partial<MembershipState> = {}): MembershipState {
  return {
    exhibitionId: '1020',
    company: { deptId: 'dept-1', name: 'Harbour Lighting Co.' },
    role: 'admin',
    membership: { kind: 'multi', activatedAt: '2026-11-20T08:00:00Z', orderId: 'order-1' },
    pendingOrder: null,
    authorised: true,
    reason: null,
    seats: { used: 0, max: 10 },
    prices: [
      { kind: 'single', priceFen: 100_000, currency: 'RMB' },
      { kind: 'multi', priceFen: 300_000, currency: 'RMB' },
    ],
    ...overrides,
  }
}

export function lead(overrides: Partial<CustomerView> = {}): CustomerView {
  return {
    id: LEAD_ID,
    name: 'Li Na',
    company: 'Bright Trading',
    title: 'Buyer',
    mobile: '13800138000',
    email: null,
    contactShared: true,
    source: 'qr',
    registered: true,
    labels: [],
    followUp: 'new',
    owner: { userId: ADMIN_ID, name: 'Chen Admin' },
    scanCount: 1,
    surveyAnswered: false,
    notesCount: 0,
    firstCapturedAt: '2026-11-26T02:00:00Z',
    lastScannedAt: '2026-11-26T02:00:00Z',
    updatedAt: '2026-11-26T02:00:00Z',
    ...overrides,
  }
}

export function detail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return { ...lead(), notes: [], scans: [], survey: null, surveyAnsweredAt: null, ...overrides }
}

export const scanResult = (clientScanId: string, overrides: Partial<ScanResult> = {}): ScanResult => ({ customer: lead(), created: true, replayed: false, clientScanId, ...overrides })

export function permissions(overrides: Partial<PermissionPage> = {}): PermissionPage {
  return {
    membership: { kind: 'multi', activatedAt: '2026-11-20T08:00:00Z', orderId: 'order-1' },
    seats: { used: 0, max: 10 },
    accounts: [
      { userId: ADMIN_ID, name: 'Chen Admin', account: 'adm***om', role: 'admin', authorised: true, authorisedAt: null, leads: 3 },
      { userId: STAFF_ID, name: 'Wu Staff', account: 'sta***om', role: 'staff', authorised: false, authorisedAt: null, leads: 2 },
    ],
    ...overrides,
  }
}
