import { describe, expect, it } from 'vitest'
import { ENTRY_SOURCES, entrySourceRoute, transitionRoute, type TransitionInput } from './entrySource'
import type { RoutingUserInfo } from './types'

const incomplete: RoutingUserInfo = { userExhibitionVO: { completeResult: 'fail' } }
const complete: RoutingUserInfo = { userQr: 'FP1.x', userExhibitionVO: { completeResult: 'succ', examineResult: 'approve' } }
const link = {
  registerLinkId: 'L9',
  ticketGiveRecordId: 'G1',
  sourceTicketTypeId: 'T2',
  signCodeId: 'S3',
  conferenceId: 'C4',
  conferenceTypeId: 'CT5',
}

describe('entry by registrationSource', () => {
  it('routes every source of spec §2 (the table)', () => {
    const table = Object.fromEntries(ENTRY_SOURCES.map((source) => [source, entrySourceRoute({ source, link, userInfo: complete })]))
    expect(table).toEqual({
      registration: null,
      personal: { type: 'route', path: '/user-center' },
      inviteCard: null,
      giveCard: { type: 'route', path: '/ticket/receive/complimentaryTickets', query: { ticketGiveRecordId: 'G1' } },
      meetingSignIn: { type: 'route', path: '/meetingSignIn', query: { signCodeId: 'S3', source: 'meetingSignIn' } },
      exhInviteStaffCard: { type: 'route', path: '/confirmation' },
      freeTicket: { type: 'route', path: '/freeTicket', query: { sourceTicketTypeId: 'T2', registerLinkId: 'L9' } },
      nextStepPage: null,
      conferenceActivity: { type: 'route', path: '/conference/activity/detail', query: { conferenceId: 'C4', conferenceTypeId: 'CT5' } },
      configPageInfo: { type: 'route', path: '/contentPage/L9' },
    })
  })

  it('leaves an incomplete profile to the post-login rules where the page needs a registered visitor', () => {
    expect(entrySourceRoute({ source: 'personal', link, userInfo: incomplete })).toBeNull()
    expect(entrySourceRoute({ source: 'conferenceActivity', link, userInfo: incomplete })).toBeNull()
    // A gift is received whatever the profile says.
    expect(entrySourceRoute({ source: 'giveCard', link, userInfo: incomplete })).toMatchObject({ path: '/ticket/receive/complimentaryTickets' })
  })

  it('accepts both spellings of the staff invite source and follows the staff flow', () => {
    expect(entrySourceRoute({ source: 'exhibInviteStaffCard', link, userInfo: incomplete })).toEqual({
      type: 'route',
      path: '/exhibitorSelfService/formInfoWap',
    })
  })

  it('drops absent parameters and falls back where a parameter is needed', () => {
    expect(entrySourceRoute({ source: 'giveCard', link: {}, userInfo: complete })).toEqual({ type: 'route', path: '/ticket/receive/complimentaryTickets' })
    expect(entrySourceRoute({ source: 'conferenceActivity', link: {}, userInfo: complete })).toEqual({ type: 'route', path: '/conference/activity/list' })
    expect(entrySourceRoute({ source: 'configPageInfo', link: {}, userInfo: complete })).toBeNull()
    expect(entrySourceRoute({ source: 'configPageInfo', link: { registerLinkId: 'a/b' }, userInfo: complete })).toEqual({
      type: 'route',
      path: '/contentPage/a%2Fb',
    })
  })

  it('answers null for no source and unknown sources', () => {
    expect(entrySourceRoute({ source: undefined, link, userInfo: complete })).toBeNull()
    expect(entrySourceRoute({ source: 'somethingElse', link, userInfo: complete })).toBeNull()
  })
})

describe('transition (targetUrl, from, fromUrl)', () => {
  const base: TransitionInput = {
    decision: { type: 'route', path: '/confirmation' },
    link: {},
    userInfo: complete,
    sysConfig: { cnQuestionnaireSwitch: 'on', enQuestionnaireSwitch: 'off', pcIztUrl: 'https://izt.example.com/home', tianmuCnUrl: 'https://tianmu.example.cn/cn', tianmuEnUrl: 'https://tianmu.example.cn/en' },
    language: 'cn',
    origin: 'https://fair.example.com',
  }

  it('keeps the registration gates before anything the link asks', () => {
    const gate = { ...base, decision: { type: 'route', path: '/infoWap' } as const, userInfo: incomplete, link: { targetUrl: 'questionnaire', from: 'pcIzt' } }
    expect(transitionRoute(gate)).toEqual({ type: 'route', path: '/infoWap' })
    expect(transitionRoute({ ...base, decision: { type: 'message', key: 'error.alreadyRegisteredDocuments' }, link: { targetUrl: 'infoWap' } })).toEqual({
      type: 'message',
      key: 'error.alreadyRegisteredDocuments',
    })
  })

  it('honours targetUrl: the profile form, or the questionnaires when the switch of the language is on', () => {
    expect(transitionRoute({ ...base, link: { targetUrl: 'infoWap' } })).toEqual({ type: 'route', path: '/infoWap' })
    expect(transitionRoute({ ...base, link: { targetUrl: 'questionnaire' } })).toEqual({ type: 'route', path: '/questionnaire' })
    expect(transitionRoute({ ...base, language: 'en', link: { targetUrl: 'questionnaire' } })).toEqual({ type: 'route', path: '/confirmation' })
  })

  it('returns a finished registration to fromUrl on this origin or a partner’s, with the open id', () => {
    expect(transitionRoute({ ...base, openId: 'o1', link: { from: 'miniApp', fromUrl: 'https://fair.example.com/#/user-center?x=1' } })).toEqual({
      type: 'external',
      url: 'https://fair.example.com/#/user-center?x=1&openId=o1',
    })
    expect(transitionRoute({ ...base, link: { from: 'pcScancode', fromUrl: 'https://izt.example.com/scan' } })).toEqual({
      type: 'external',
      url: 'https://izt.example.com/scan',
    })
  })

  it('never leaves for a foreign or non-web fromUrl', () => {
    for (const fromUrl of ['https://evil.example.net/phish', 'javascript:alert(1)', '//evil.example.net']) {
      expect(transitionRoute({ ...base, link: { from: 'uniApp', fromUrl } })).toEqual({ type: 'route', path: '/confirmation' })
    }
    // fromUrl without from is not a return link.
    expect(transitionRoute({ ...base, link: { fromUrl: 'https://fair.example.com/x' } })).toEqual({ type: 'route', path: '/confirmation' })
  })

  it('from=pcIzt returns to the PC site; /transitionTq leaves for the tianmu page of the language', () => {
    expect(transitionRoute({ ...base, link: { from: 'pcIzt' } })).toEqual({ type: 'external', url: 'https://izt.example.com/home' })
    expect(transitionRoute({ ...base, entryPath: '/transitionTq', language: 'en' })).toEqual({ type: 'external', url: 'https://tianmu.example.cn/en' })
    expect(transitionRoute({ ...base, entryPath: '/transitionTq', sysConfig: {} })).toEqual({ type: 'route', path: '/confirmation' })
  })

  it('leaves a page that is not the end of registration alone', () => {
    const ticketType = { type: 'route', path: '/ticket-type', query: { registerLinkId: 'L9' } } as const
    expect(transitionRoute({ ...base, decision: ticketType, link: { from: 'pcIzt' } })).toEqual(ticketType)
  })
})
