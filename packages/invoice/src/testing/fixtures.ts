import type { ExhibitionRef } from '@fairpass/core/area'
import type { InvoiceEligibility, InvoiceHeaderView, InvoiceView } from '@fairpass/core/contract'
import { creditCodeCheckCharacter } from '@fairpass/core/invoice'

export const EXHIBITION: ExhibitionRef = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' }
export const ORDER_ID = '44444444-4444-4444-8444-444444444444'
export const HEADER_ID = '55555555-5555-4555-8555-555555555555'
export const INVOICE_ID = '66666666-6666-4666-8666-666666666666'

/** A unified social credit code with its right check character (GB 32100), and the same with a wrong one. */
export const GOOD_TAX_ID = `91310000MA1FL0ABC${creditCodeCheckCharacter('91310000MA1FL0ABC')}`
export const BAD_TAX_ID = `${GOOD_TAX_ID.slice(0, 17)}${GOOD_TAX_ID[17] === '0' ? '1' : '0'}`

export function headerView(overrides: Partial<InvoiceHeaderView> = {}): InvoiceHeaderView {
  return {
    id: HEADER_ID,
    type: 'company',
    title: 'Shanghai Fair Trading Co., Ltd.',
    taxId: GOOD_TAX_ID,
    bankName: null,
    bankAccount: null,
    address: null,
    phone: null,
    email: 'finance@example.com',
    isDefault: true,
    specialReady: false,
    createdAt: '2025-09-01T08:00:00.000Z',
    updatedAt: '2025-09-01T08:00:00.000Z',
    ...overrides,
  }
}

export function invoiceView(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: INVOICE_ID,
    exhibitionId: '1020',
    orderId: ORDER_ID,
    orderNo: 'FP2025000001',
    kind: 'general',
    state: 'applied',
    language: 'en',
    buyer: { type: 'company', title: 'Shanghai Fair Trading Co., Ltd.', taxId: GOOD_TAX_ID, bankName: null, bankAccount: null, address: null, phone: null, email: 'finance@example.com' },
    lines: [],
    amountFen: 8000,
    netFen: 7547,
    taxFen: 453,
    currency: 'RMB',
    invoiceNo: null,
    appliedAt: '2025-09-01T08:00:00.000Z',
    issuedAt: null,
    failedReason: null,
    voidedAt: null,
    voidReason: null,
    reversal: null,
    downloadable: false,
    ...overrides,
  }
}

export function eligibility(overrides: Partial<InvoiceEligibility> = {}): InvoiceEligibility {
  return { orderId: ORDER_ID, orderNo: 'FP2025000001', amountFen: 8000, currency: 'RMB', refusal: null, invoice: null, ...overrides }
}
