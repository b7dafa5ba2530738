import type { ExhibitionRef } from '@fairpass/core/area'
import type { GiftView, WalletTicket } from '@fairpass/core/contract'

export const TICKET_ID = '11111111-1111-4111-8111-111111111111'
export const TYPE_ID = '22222222-2222-4222-8222-222222222222'
export const GIFT_ID = '33333333-3333-4333-8333-333333333333'
export const GIFT_TOKEN = 'tok_abcdefghijklmnop'

export function walletTicket(overrides: Partial<WalletTicket> = {}): WalletTicket {
  return {
    id: TICKET_ID,
    ticketTypeId: TYPE_ID,
    ticketTypeName: 'Motor show day ticket',
    exhibitionId: '1020',
    exhibitionTitle: 'Motor Show 2025',
    orderId: '44444444-4444-4444-8444-444444444444',
    orderNo: 'FP2025000001',
    state: 'valid',
    day: '2025-09-18',
    validFrom: '2025-09-17',
    validTo: '2025-09-22',
    entries: 1,
    entriesUsed: 0,
    holder: null,
    qr: 'FP1.signed-qr-v1',
    qrVersion: 1,
    activated: false,
    actions: ['activate', 'transfer', 'give', 'refund', 'reportLoss'],
    source: 'order',
    giftExpiredAt: null,
    ...overrides,
  }
}

export function giftView(overrides: Partial<GiftView> = {}): GiftView {
  return {
    id: GIFT_ID,
    ticketTypeId: TYPE_ID,
    ticketTypeName: 'Motor show day ticket',
    phoneMasked: '138****00',
    quantity: 2,
    received: 0,
    takenBack: 0,
    state: 'pending',
    createdAt: '2026-11-22T10:00:00Z',
    link: `/#/ticket/receive/complimentaryTickets?tenantId=000000&exhibitionId=1020&ticketGiveRecordId=${GIFT_ID}&giftToken=${GIFT_TOKEN}`,
    ...overrides,
  }
}

/** The exhibition the tests' element shows (its attributes, or the session's link). */
export const EXHIBITION: ExhibitionRef = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' }
/** Another exhibition on the same page. */
export const OTHER_EXHIBITION: ExhibitionRef = { tenantId: '000000', exhibitionId: '2030', registerType: 'visitor' }
