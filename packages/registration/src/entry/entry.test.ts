import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { $link, $sysConfig, $functionConfig, configureSession, signOut } from '@fairpass/core/session'
import { $route, pageRouter, startRouter, stopRouter } from '@fairpass/core/router'
import { noEmit } from '../flow/emit'
import { $notices } from '@fairpass/core/notice'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import { mailtoHref, whatsAppHref } from './contact'
import { diagnosticsOf, isMessagingApp, tokenExpiry } from './diagnostics'
import { logParamsOf } from './record'
import { completeInfoTarget } from './SmsQrCodePage'
import { $specialInvite, keepSpecialInvite, pendingInviteId } from './specialInvite'
import { $invite, $smsTicket, loadInvite, loadSmsTicket } from './stores'
import { ApiError } from '@fairpass/core/http'
import { refusalOf, type Loaded } from '@fairpass/core/resource'
import type { SpecialInvite } from './api'

const ADD = 'POST /api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll'
const LOG = 'POST /api/ef-registration-data-client/register-log/registerLog/save'
const UPGRADE = 'POST /api/ef-registration-data-client/register-log/registerLog/upgradeTicket'
const INVITE = 'GET /api/ef-registration-client/specialInvite/detail'
const TICKET = 'GET /api/ef-registration-client/ticketQrInfo'

const invite: SpecialInvite = {
  id: 'sp-0123456789abcdefABCDEF',
  tenantId: '000000',
  exhibitionId: '1001',
  registerType: 'visitor',
  guestName: 'Grace Hopper',
  company: 'Navy Labs',
  title: 'Admiral',
  inviterName: 'Committee',
  used: false,
}

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  keepSpecialInvite(null)
  configureSession({ tenantId: '000000', exhibitionId: '1001', registerType: 'visitor', languageType: 'en', registrationSource: undefined, linkQuery: undefined })
  $link.set({ tenantId: '000000', exhibitionId: '1001' })
  $sysConfig.set({ showConfirmationSwitch: 'on', businessCardSwitch: 'off' })
  $functionConfig.set({})
  // These flows run on the page's router on purpose: the hash-routed app page's element uses it (core/area).
  startRouter({ mode: 'memory', initialPath: '/registration' })
})

afterEach(() => {
  stopRouter()
  vi.unstubAllGlobals()
})

describe('diagnostics (/test, /test2)', () => {
  const jwt = `h.${btoa(JSON.stringify({ exp: 1_900_000_000 })).replace(/=+$/, '')}.signature-secret`

  test('describe the token by presence and expiry, never show it; mask identities', () => {
    const info = diagnosticsOf({
      link: { tenantId: '000000', openId: 'wx-open-id-123456', imasterCode: 'one-time-9999' },
      session: { token: jwt, tenantId: '000000', account: 'visitor@example.com', linkQuery: 'tenantId=000000' },
      sysConfig: { pageThemeColor: '#839cfc', shareDesc: 'x'.repeat(80) },
      functionConfig: { apiSecretKey: 'leak', questionnaireCount: 1 } as never,
      userAgent: 'Mozilla/5.0 MicroMessenger/8.0',
    })
    const shown = JSON.stringify(info)
    expect(shown).not.toContain('signature-secret')
    expect(shown).not.toContain(jwt)
    expect(shown).not.toContain('wx-open-id-123456')
    expect(shown).not.toContain('one-time-9999')
    expect(shown).not.toContain('leak')
    expect(shown).not.toContain('visitor@example.com')
    expect(info.token).toEqual({ present: true, expiresAt: 1_900_000_000_000 })
    expect(info.link).toContainEqual(['openId', 'wx••••56'])
    expect(info.config).toEqual([['pageThemeColor', '#839cfc'], ['questionnaireCount', '1']])
    expect(info.messagingApp).toBe(true)
  })

  test('a token that is no JWT has no expiry; a browser is not the messaging app', () => {
    expect(tokenExpiry('opaque')).toBeNull()
    expect(tokenExpiry(undefined)).toBeNull()
    expect(isMessagingApp('Mozilla/5.0 Chrome/120')).toBe(false)
    expect(diagnosticsOf({ link: {}, session: {}, sysConfig: null, functionConfig: null, userAgent: '' }).token).toEqual({ present: false, expiresAt: null })
  })
})

describe('contact links (/whatsApp)', () => {
  test('wa.me takes the international number in digits; mailto only a plain address', () => {
    expect(whatsAppHref('+852 9123 4567')).toBe('https://wa.me/85291234567')
    expect(whatsAppHref('12')).toBeNull()
    expect(whatsAppHref(undefined)).toBeNull()
    expect(mailtoHref('visitors@fairpass.example')).toBe('mailto:visitors@fairpass.example')
    expect(mailtoHref('a@b.example?bcc=all@x.example')).toBeNull()
  })
})

describe('register log', () => {
  test('keeps the link parameters but never a one-time code or an identity', () => {
    expect(logParamsOf({ tenantId: '000000', sourceInviteUserId: 'u7', imasterCode: 'secret', openId: 'wx', isOpenGeo: true, from: 'miniApp' })).toEqual({
      tenantId: '000000',
      sourceInviteUserId: 'u7',
      from: 'miniApp',
    })
  })
})

describe('special invitation', () => {
  test('/special loads the invitation and keeps it for the login; a used one is not kept', async () => {
    const api = fakeApi({ [INVITE]: () => ok(invite) })
    await loadInvite(invite.id)
    expect($invite.get()).toMatchObject({ status: 'ready', data: { guestName: 'Grace Hopper' } })
    await vi.waitFor(() => expect($specialInvite.get()?.id).toBe(invite.id))
    expect(JSON.parse(sessionStorage.getItem('fair:speciallyInviteUserInfo')!)).toMatchObject({ id: invite.id })
    expect(api.calls[0].query.get('tenantId')).toBe('000000')

    keepSpecialInvite(null)
    fakeApi({ [INVITE]: () => ok({ ...invite, used: true }) })
    await loadInvite(invite.id)
    expect($specialInvite.get()).toBeNull()
  })

  test('is sent only for its own tenant and exhibition', () => {
    keepSpecialInvite(invite)
    expect(pendingInviteId('000000', '1001')).toBe(invite.id)
    expect(pendingInviteId('000000', '1002')).toBeUndefined()
    expect(pendingInviteId('100001', '1001')).toBeUndefined()
  })

  test('after login it goes with addAndGetAll once; a refused one is dropped and the visitor registers anyway', async () => {
    keepSpecialInvite(invite)
    configureSession({ token: 't' })
    const bodies: unknown[] = []
    fakeApi({
      [ADD]: (call) => {
        bodies.push(call.body)
        return (call.body as { specialInviteId?: string }).specialInviteId
          ? fail(409, 'This invitation has already been used')
          : ok({ userExhibitionVO: { completeResult: 'fail' } })
      },
      [LOG]: () => ok({ id: 'log1' }),
    })
    const { enterExhibition } = await import('../flow/enter')
    await expect(enterExhibition(pageRouter, noEmit)).resolves.toEqual({ type: 'route', path: '/infoWap' })
    expect(bodies).toHaveLength(2)
    expect(bodies[0]).toMatchObject({ specialInviteId: invite.id })
    expect(bodies[1]).not.toHaveProperty('specialInviteId')
    expect($specialInvite.get()).toBeNull()
  })
})

describe('entry after login', () => {
  test('routes by source, records the entry once and asks for an upgrade only with upgradeTicket=yes', async () => {
    configureSession({ token: 't', registrationSource: 'giveCard', linkQuery: 'tenantId=000000&registrationSource=giveCard' })
    $link.set({ tenantId: '000000', exhibitionId: '1001', registrationSource: 'giveCard', ticketGiveRecordId: 'G1', upgradeTicket: 'yes' })
    const api = fakeApi({
      [ADD]: () => ok({ userExhibitionVO: { completeResult: 'succ', examineResult: 'approve' }, userQr: 'FP1.x' }),
      [LOG]: () => ok({ id: 'log1' }),
      [UPGRADE]: () => ok({ requested: true, requestedAt: 1 }),
    })
    const { enterExhibition } = await import('../flow/enter')
    await enterExhibition(pageRouter, noEmit)
    expect($route.get()).toMatchObject({ path: '/ticket/receive/complimentaryTickets', query: { ticketGiveRecordId: 'G1' } })
    await enterExhibition(pageRouter, noEmit)
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path.endsWith('/upgradeTicket'))).toHaveLength(1))
    const logs = api.calls.filter((call) => call.path.endsWith('/registerLog/save'))
    expect(logs).toHaveLength(1)
    expect(logs[0].body).toMatchObject({ registrationSource: 'giveCard', linkParams: { ticketGiveRecordId: 'G1', upgradeTicket: 'yes' } })
  })
})

describe('pages that need a sign-in', () => {
  test('send the visitor to the login and, after it, back to the page', async () => {
    const { signInAndReturn } = await import('./returnTo')
    signInAndReturn('/extractConfirmation')
    expect($route.get().path).toBe('/registration')
    configureSession({ token: 't' })
    fakeApi({ [ADD]: () => ok({ userExhibitionVO: { completeResult: 'fail' } }), [LOG]: () => ok({ id: 'l' }) })
    const { enterExhibition } = await import('../flow/enter')
    await expect(enterExhibition(pageRouter, noEmit)).resolves.toEqual({ type: 'route', path: '/extractConfirmation' })
    // Once only: the next entry follows the rules again.
    await expect(enterExhibition(pageRouter, noEmit)).resolves.toEqual({ type: 'route', path: '/infoWap' })
  })

  test('a page that needs the registration (buying) waits until the registration lets the visitor on', async () => {
    const { signInAndReturn } = await import('./returnTo')
    signInAndReturn('/ticket-type?registerLinkId=tickets-2026', { after: 'registration' })
    configureSession({ token: 't' })
    let complete = false
    fakeApi({
      [ADD]: () => ok({ userExhibitionVO: complete ? { completeResult: 'succ', examineResult: 'approve' } : { completeResult: 'fail' } }),
      [LOG]: () => ok({ id: 'l' }),
    })
    const { enterExhibition } = await import('../flow/enter')
    await expect(enterExhibition(pageRouter, noEmit)).resolves.toEqual({ type: 'route', path: '/infoWap' })
    complete = true
    await expect(enterExhibition(pageRouter, noEmit)).resolves.toEqual({ type: 'route', path: '/ticket-type?registerLinkId=tickets-2026' })
  })
})

describe('SMS entry-code link', () => {
  test('a token not even shaped right is refused without a call', async () => {
    const api = fakeApi({})
    await loadSmsTicket('not-a-token')
    expect($smsTicket.get().status).toBe('failed')
    expect(refusalOf($smsTicket.get().error)).toMatchObject({ status: 403 })
    await loadSmsTicket(undefined)
    expect(api.calls).toHaveLength(0)
  })

  test('the server’s refusal is shown in its words, without a toast', async () => {
    fakeApi({ [TICKET]: () => fail(410, 'This entry code link has expired, please sign in to see your entry code') })
    $notices.set([])
    await loadSmsTicket(`${'a'.repeat(40)}.${'b'.repeat(43)}`)
    expect($smsTicket.get().status).toBe('failed')
    expect(refusalOf($smsTicket.get().error)).toMatchObject({ status: 410, message: 'This entry code link has expired, please sign in to see your entry code' })
    expect($notices.get()).toEqual([])
  })

  test('a link of a registration no longer approved keeps the server’s words and where to complete the information', async () => {
    const refusal = { tenantId: '000000', exhibitionId: '1002', registerType: 'visitor' }
    fakeApi({ [TICKET]: () => fail(409, 'Verification code failed, complete your information first', refusal) })
    await loadSmsTicket(`${'a'.repeat(40)}.${'b'.repeat(43)}`)
    expect($smsTicket.get().status).toBe('failed')
    expect(refusalOf($smsTicket.get().error)).toMatchObject({ status: 409, message: 'Verification code failed, complete your information first' })
    expect(completeInfoTarget($smsTicket.get())).toEqual(refusal)
    // Any other refusal, or a 409 without the exhibition, has no way forward to offer.
    const failed = (status: number, data: unknown): Loaded<unknown> => ({ status: 'failed', data: null, error: new ApiError({ code: status, msg: '', status, data }) })
    expect(completeInfoTarget(failed(410, refusal))).toBeNull()
    expect(completeInfoTarget(failed(409, { tenantId: '000000' }))).toBeNull()
  })
})
