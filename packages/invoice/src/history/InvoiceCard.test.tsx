import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { $sysConfig, setLanguage } from '@fairpass/core/session'
import { onPhoneIn } from '@fairpass/core/testing'
import { EXHIBITION, invoiceView } from '../testing/fixtures'
import { InvoiceCard } from './InvoiceCard'

afterEach(() => cleanup())

test('an invoice’s date is on the fair’s clock, the day of its order number, on a phone west of UTC', () => {
  // Half an hour after the fair's midnight on the 26th: the afternoon of the 25th on a phone in California or in UTC.
  const invoice = invoiceView({ orderNo: '2026112600000042', state: 'issued', invoiceNo: '24310000000000000001', issuedAt: '2026-11-25T16:30:00.000Z' })
  onPhoneIn('America/Los_Angeles', () => {
    setLanguage('en')
    render(<InvoiceCard exhibition={EXHIBITION} invoice={invoice} />)
    expect(screen.getByText('26 Nov 2026, 00:30')).toBeTruthy()
    act(() => setLanguage('cn'))
    expect(screen.getByText('2026年11月26日 00:30')).toBeTruthy()
  })
})

test('an invoice of a fair abroad is dated on its venue’s clock, as the exhibition’s configuration names it', () => {
  // 23:30 UTC on the 25th: the 26th in Frankfurt (00:30) and in Shanghai (07:30), the 25th on the phone in California.
  const invoice = invoiceView({ orderNo: '2026112600000042', state: 'issued', invoiceNo: '24310000000000000001', issuedAt: '2026-11-25T23:30:00.000Z' })
  try {
    $sysConfig.set({ tenantId: EXHIBITION.tenantId, exhibitionId: EXHIBITION.exhibitionId, timeZone: 'Europe/Berlin' })
    onPhoneIn('America/Los_Angeles', () => {
      setLanguage('en')
      render(<InvoiceCard exhibition={EXHIBITION} invoice={invoice} />)
      expect(screen.getByText('26 Nov 2026, 00:30')).toBeTruthy()
      // The venue's zone changes (the configuration loaded again): the card reads the new one when it renders again.
      act(() => $sysConfig.set({ tenantId: EXHIBITION.tenantId, exhibitionId: EXHIBITION.exhibitionId, timeZone: 'America/Los_Angeles' }))
      act(() => setLanguage('cn'))
      expect(screen.getByText('2026年11月25日 15:30')).toBeTruthy()
    })
  } finally {
    $sysConfig.set(null)
  }
})
