import { describe, expect, it } from 'vitest'
import { OPEN_ID_MAX_AGE_MS, loginModesFor, openIdIsFresh, shouldUpgradeTicket, ticketCodeFor } from './index'

describe('loginModesFor', () => {
  it('defaults to SMS for cn and e-mail for en', () => {
    expect(loginModesFor('cn', {})).toEqual(['appsms'])
    expect(loginModesFor('en', {})).toEqual(['appemail'])
  })
  it('takes the configured modes of the page language, as a comma-separated string or a list', () => {
    expect(loginModesFor('cn', { cnLoginMode: 'appemail, appsms', enLoginMode: 'idCard' })).toEqual(['appemail', 'appsms'])
    expect(loginModesFor('en', { cnLoginMode: 'appemail', enLoginMode: ['idCard', 'appemail'] })).toEqual(['idCard', 'appemail'])
  })
  it('drops unknown and repeated values, falling back to the default when nothing usable is left', () => {
    expect(loginModesFor('cn', { cnLoginMode: 'appsms,wechat,appsms' })).toEqual(['appsms'])
    expect(loginModesFor('en', { enLoginMode: 'fax' })).toEqual(['appemail'])
  })
  it('appends password login when the switch is on, once', () => {
    expect(loginModesFor('cn', { passwordLoginSwitch: 'on' })).toEqual(['appsms', 'password'])
    expect(loginModesFor('en', { enLoginMode: 'password,appemail', passwordLoginSwitch: true })).toEqual(['password', 'appemail'])
    expect(loginModesFor('cn', { passwordLoginSwitch: 'off' })).toEqual(['appsms'])
  })
  it('appends ID-card login when its switch is on, after password', () => {
    expect(loginModesFor('cn', { passwordLoginSwitch: 'on', idCardLoginSwitch: 'on' })).toEqual(['appsms', 'password', 'idCard'])
    expect(loginModesFor('en', { enLoginMode: 'idCard', idCardLoginSwitch: 'on' })).toEqual(['idCard'])
    expect(loginModesFor('en', { idCardLoginSwitch: 'off' })).toEqual(['appemail'])
  })
})

describe('ticketCodeFor', () => {
  const user = { userQr: 'QR', userCode: 'CODE' }
  it('shows the user code with isOneCode on', () => {
    expect(ticketCodeFor(user, { isOneCode: 'on' })).toBe('CODE')
    expect(ticketCodeFor(user, { isOneCode: true })).toBe('CODE')
  })
  it('shows the ticket QR otherwise', () => {
    expect(ticketCodeFor(user, { isOneCode: 'off' })).toBe('QR')
    expect(ticketCodeFor(user, { isOneCode: false })).toBe('QR')
    expect(ticketCodeFor(user, {})).toBe('QR')
    expect(ticketCodeFor({}, {})).toBeNull()
  })
})

describe('shouldUpgradeTicket', () => {
  it('is true only for upgradeTicket yes', () => {
    expect(shouldUpgradeTicket({ upgradeTicket: 'yes' })).toBe(true)
    expect(shouldUpgradeTicket({ upgradeTicket: 'no' })).toBe(false)
    expect(shouldUpgradeTicket({ upgradeTicket: 'true' })).toBe(false)
    expect(shouldUpgradeTicket({})).toBe(false)
  })
})

describe('openIdIsFresh', () => {
  const now = 1_758_000_000_000
  it('is fresh up to 600 seconds', () => {
    expect(OPEN_ID_MAX_AGE_MS).toBe(600_000)
    expect(openIdIsFresh(now - 600_000, now)).toBe(true)
    expect(openIdIsFresh(now, now)).toBe(true)
  })
  it('is stale after 600 seconds, when missing, or when stamped in the future', () => {
    expect(openIdIsFresh(now - 600_001, now)).toBe(false)
    expect(openIdIsFresh(null, now)).toBe(false)
    expect(openIdIsFresh(Number.NaN, now)).toBe(false)
    expect(openIdIsFresh(now + 1000, now)).toBe(false)
  })
})
