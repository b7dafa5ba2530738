import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { areaApi, clearElementPage, freshElementPage, mountAreaElement, ok, onPhoneIn } from '@fairpass/core/testing'
import type { TicketInfo } from './api'
import '../element'

const TOKEN = `${'a'.repeat(40)}.${'b'.repeat(43)}`

beforeEach(() => freshElementPage())
afterEach(clearElementPage)

const ticket: TicketInfo = {
  tenantId: '000000',
  exhibitionId: '1020',
  exhibitionTitle: '2026 International Ticketing Demo Fair',
  name: 'Ada Lovelace',
  company: 'Acme',
  userQr: 'qr-payload',
  userCode: '1234567890',
  isOneCode: 'off',
  // Half an hour after the fair's midnight on the 26th: the afternoon of the 25th on a phone in California or in UTC.
  expiresAt: Date.parse('2026-11-25T16:30:00Z'),
}

const answerTicket = () => areaApi({ 'GET /api/ef-registration-client/ticketQrInfo': () => ok(ticket) })

test('the SMS link’s expiry is on the fair’s clock on a phone west of UTC, in both languages', async () => {
  answerTicket()
  await onPhoneIn('America/Los_Angeles', async () => {
    const english = mountAreaElement('fair-registration', `/smsQrCodePage?qrToken=${TOKEN}`)
    await vi.waitFor(() => expect(english.shadow.textContent).toContain('Link valid until 26 Nov 2026, 00:30'), { timeout: 5000 })
    clearElementPage()
    answerTicket()
    const chinese = mountAreaElement('fair-registration', `/smsQrCodePage?qrToken=${TOKEN}`, { language: 'cn' })
    await vi.waitFor(() => expect(chinese.shadow.textContent).toContain('链接有效期至 2026年11月26日 00:30'), { timeout: 5000 })
  })
}, 15_000)
