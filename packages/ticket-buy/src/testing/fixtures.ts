import type { OrderView, TicketTypeView } from '@fairpass/core/contract'

/** A ticket type as the server describes it; tests override what they are about. */
export function ticketType(overrides: Partial<TicketTypeView> = {}): TicketTypeView {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Day ticket',
    description: 'One day at the fair',
    notice: 'Bring your ID.',
    priceFen: 8000,
    currency: 'RMB',
    validFrom: '2026-09-17',
    validTo: '2026-09-19',
    entries: 1,
    requiresDay: false,
    days: [],
    perPersonLimit: null,
    perOrderLimit: 5,
    conflictGroup: null,
    remaining: 100,
    soldOut: false,
    saleState: 'onSale',
    refundableUntil: '2026-09-10',
    refundFeePercent: 10,
    giftable: true,
    transferable: true,
    ...overrides,
  }
}

export function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    orderNo: 'FP20260917000001',
    exhibitionId: '1020',
    kind: 'tickets',
    state: 'pendingPayment',
    totalFen: 8000,
    discountFen: 0,
    payableFen: 8000,
    discountCode: null,
    currency: 'RMB',
    items: [
      { id: 'i1', ticketTypeId: '11111111-1111-4111-8111-111111111111', ticketTypeName: 'Day ticket', day: null, quantity: 1, unitPriceFen: 8000, holders: [] },
    ],
    createdAt: '2026-09-01T10:00:00.000Z',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    paidAt: null,
    refund: null,
    ticketIds: [],
    ...overrides,
  }
}
