import { afterEach, expect, it } from 'vitest'
import { fairTimeZone } from '../utils/fair-time'
import { $fairTimeZone, $session, $sysConfig } from './stores'

afterEach(() => {
  $sysConfig.set(null)
  $session.setKey('tenantId', undefined)
  $session.setKey('exhibitionId', undefined)
})

it('is the session exhibition’s venue zone, never that of a configuration left from another exhibition', () => {
  $session.setKey('tenantId', '000000')
  $session.setKey('exhibitionId', 'FRA')
  $sysConfig.set({ tenantId: '000000', exhibitionId: 'FRA', timeZone: 'Europe/Berlin' })
  expect([$fairTimeZone.get(), fairTimeZone()]).toEqual(['Europe/Berlin', 'Europe/Berlin'])
  // A link to another fair: until its configuration arrives, Frankfurt's is not its clock.
  $session.setKey('exhibitionId', 'LAS')
  expect(fairTimeZone()).toBe('Asia/Shanghai')
  $sysConfig.set({ tenantId: '000000', exhibitionId: 'LAS', timeZone: 'America/Los_Angeles' })
  expect(fairTimeZone()).toBe('America/Los_Angeles')
  // A configuration without a zone (an older backend), or a zone Intl does not know: China time.
  $sysConfig.set({ tenantId: '000000', exhibitionId: 'LAS' })
  expect(fairTimeZone()).toBe('Asia/Shanghai')
  $sysConfig.set({ tenantId: '000000', exhibitionId: 'LAS', timeZone: 'Mars/Olympus' })
  expect(fairTimeZone()).toBe('Asia/Shanghai')
})
