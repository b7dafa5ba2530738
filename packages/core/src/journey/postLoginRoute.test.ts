import { describe, expect, it } from 'vitest'
import { isQuestionnaireDone, postLoginRoute, staffInviteRoute, withOpenId, type PostLoginInput, type RouteDecision } from './index'

const pathOf = (decision: RouteDecision) => (decision.type === 'route' ? decision.path : decision.type)

/** An approved visitor with a complete profile and a ticket: every rule passes unless a test changes it. */
const NO_TICKET = { userQr: null, isHaveTicket: false }

function input(overrides: Partial<PostLoginInput> = {}, vo: Record<string, unknown> = {}, user: Record<string, unknown> = {}): PostLoginInput {
  return {
    language: 'cn',
    registerType: 'visitor',
    registerLinkId: 'link-1',
    openId: null,
    sysConfig: {},
    ...overrides,
    userInfo: {
      userQr: 'QR-1',
      userCode: 'UC-1',
      isHaveTicket: true,
      userExhibitionVO: { registerType: 'visitor', completeResult: 'succ', examineResult: 'approve', ...vo },
      ...user,
    },
  }
}

describe('postLoginRoute', () => {
  describe('rule 1: registration stopped', () => {
    it('sends a user without a ticket to /closed', () => {
      expect(postLoginRoute(input({ sysConfig: { stopRegistration: 'on' } }, {}, NO_TICKET))).toEqual({
        type: 'route',
        path: '/closed',
      })
    })
    it('treats a closed registration link the same way', () => {
      expect(pathOf(postLoginRoute(input({ sysConfig: { closeRegistrationLink: true } }, {}, { userQr: '', isHaveTicket: false })))).toBe('/closed')
    })
    it('lets a ticket holder through', () => {
      expect(postLoginRoute(input({ sysConfig: { stopRegistration: 'on', showConfirmationSwitch: 'off' } }))).toEqual({
        type: 'route',
        path: '/user-center',
      })
      expect(pathOf(postLoginRoute(input({ sysConfig: { stopRegistration: 'on' } }, {}, { userQr: null, isHaveTicket: true })))).not.toBe('/closed')
    })
  })

  describe('rule 2: server jumpUrl', () => {
    it('leaves to the url with the open id appended', () => {
      expect(postLoginRoute(input({ openId: 'o/1' }, { completeResult: 'fail' }, { jumpUrl: 'https://partner.example/page' }))).toEqual({
        type: 'external',
        url: 'https://partner.example/page?openId=o%2F1',
      })
    })
    it('respects an existing query string', () => {
      expect(withOpenId('https://p.example/#/x?a=1', 'abc')).toBe('https://p.example/#/x?a=1&openId=abc')
      expect(withOpenId('https://p.example/?openId=given', 'abc')).toBe('https://p.example/?openId=given')
      expect(withOpenId('https://p.example/x', null)).toBe('https://p.example/x')
    })
    it('ignores a jumpUrl that is not a web address', () => {
      expect(postLoginRoute(input({}, {}, { jumpUrl: 'javascript:alert(1)' })).type).toBe('route')
    })
  })

  describe('rule 3: profile not complete', () => {
    it('goes to /photo when the business card switch is on', () => {
      expect(postLoginRoute(input({ sysConfig: { businessCardSwitch: 'on' } }, { completeResult: 'fail' }))).toEqual({ type: 'route', path: '/photo' })
    })
    it('goes to /infoWap otherwise', () => {
      expect(postLoginRoute(input({}, { completeResult: null }))).toEqual({ type: 'route', path: '/infoWap' })
    })
  })

  describe('rule 4: questionnaires', () => {
    it('goes to /questionnaire when one is open and the switch for the language is on', () => {
      expect(pathOf(postLoginRoute(input({ sysConfig: { cnQuestionnaireSwitch: 'on' } }, { questionnaireTwoResult: 'incomplete' })))).toBe(
        '/questionnaire',
      )
    })
    it('reads the switch of the page language only', () => {
      const config = { cnQuestionnaireSwitch: 'on', enQuestionnaireSwitch: 'off' }
      expect(pathOf(postLoginRoute(input({ sysConfig: config, language: 'en' }, { questionnaireResult: 'incomplete' })))).not.toBe('/questionnaire')
      expect(pathOf(postLoginRoute(input({ sysConfig: config, language: 'cn' }, { questionnaireResult: 'incomplete' })))).toBe('/questionnaire')
    })
    it('counts answered and unconfigured questionnaires as done', () => {
      expect(isQuestionnaireDone('complete')).toBe(true)
      expect(isQuestionnaireDone('succ')).toBe(true)
      expect(isQuestionnaireDone(null)).toBe(true)
      expect(isQuestionnaireDone('incomplete')).toBe(false)
      const vo = { questionnaireResult: 'complete', questionnaireTwoResult: 'succ', questionnaireThreeResult: null }
      expect(pathOf(postLoginRoute(input({ sysConfig: { cnQuestionnaireSwitch: 'on' } }, vo)))).toBe('/user-center')
    })
  })

  describe('rule 5: review', () => {
    it.each([['pending'], ['reject'], [null]])('sends examineResult %s to /auditing', (examineResult) => {
      expect(postLoginRoute(input({}, { examineResult }))).toEqual({ type: 'route', path: '/auditing' })
    })
  })

  describe('rule 6: approved', () => {
    it('6a: no ticket for the exhibition yet and a registration link → /ticket-type with the link id', () => {
      expect(postLoginRoute(input({}, {}, NO_TICKET))).toEqual({
        type: 'route',
        path: '/ticket-type',
        query: { registerLinkId: 'link-1' },
      })
    })
    it('6a: a visitor registered with automatic approval holds an entry code but no ticket → /ticket-type', () => {
      expect(postLoginRoute(input({ sysConfig: { ticketPurchase: true } }, {}, { userQr: 'QR-AUTO', isHaveTicket: false }))).toEqual({
        type: 'route',
        path: '/ticket-type',
        query: { registerLinkId: 'link-1' },
      })
    })
    it('6a: a visitor who holds a ticket for the exhibition goes on', () => {
      expect(pathOf(postLoginRoute(input({ sysConfig: { ticketPurchase: true } }, {}, { userQr: null, isHaveTicket: true })))).toBe('/user-center')
    })
    it('6a: an exhibition that sells no tickets sends nobody to buy', () => {
      expect(pathOf(postLoginRoute(input({ sysConfig: { ticketPurchase: false } }, {}, NO_TICKET)))).toBe('/user-center')
      expect(pathOf(postLoginRoute(input({ sysConfig: { ticketPurchase: 'off', showConfirmationSwitch: 'on' } }, {}, NO_TICKET)))).toBe('/confirmation')
    })
    it('6a: without a registration link there is nothing to buy from', () => {
      expect(pathOf(postLoginRoute(input({ registerLinkId: null }, {}, NO_TICKET)))).toBe('/user-center')
    })
    describe('6b: conference registrants follow the conference flow', () => {
      const conference = (flow: string | null, user: Record<string, unknown>) =>
        postLoginRoute(input({ registerType: 'conference', sysConfig: { conferenceFlow: flow } }, {}, user))
      it('flow2 with a conference registration → /conference/mySchedule', () => {
        expect(pathOf(conference('flow2', { isHaveConferenceRegistration: true }))).toBe('/conference/mySchedule')
      })
      it('flow2 without one → /conference/registrationConference', () => {
        expect(pathOf(conference('flow2', { userQr: null, isHaveConferenceRegistration: false }))).toBe('/conference/registrationConference')
      })
      it('flow3 with a ticket → /conference/selectConference', () => {
        expect(pathOf(conference('flow3', { isHaveTicket: 'yes' }))).toBe('/conference/selectConference')
      })
      it('flow3 without a ticket → /ticket-type', () => {
        expect(conference('flow3', { userQr: null, isHaveTicket: false })).toEqual({
          type: 'route',
          path: '/ticket-type',
          query: { registerLinkId: 'link-1' },
        })
      })
      it('any other flow → /conference/registrationConference', () => {
        expect(pathOf(conference(null, { userQr: null }))).toBe('/conference/registrationConference')
      })
    })
    it('6c: a group leader with processStatus 0 → /groupManagement', () => {
      const leader = (processStatus: unknown) =>
        postLoginRoute(input({ registerType: 'visitingGroup' }, {}, { ...NO_TICKET, visitingGroupLeaderVO: { processStatus } }))
      expect(pathOf(leader(0))).toBe('/groupManagement')
      expect(pathOf(leader('0'))).toBe('/groupManagement')
      expect(pathOf(leader(1))).toBe('/ticket-type')
    })
    it('6d: /confirmation when the confirmation switch is on, else /user-center', () => {
      expect(pathOf(postLoginRoute(input({ sysConfig: { showConfirmationSwitch: 'on' } })))).toBe('/confirmation')
      expect(pathOf(postLoginRoute(input({ sysConfig: { showConfirmationSwitch: 'off' } })))).toBe('/user-center')
    })
  })

  describe('rule 7: media', () => {
    it('stops a media registrant who already registered with the message', () => {
      expect(postLoginRoute(input({ registerType: 'media' }))).toEqual({ type: 'message', key: 'error.alreadyRegisteredDocuments' })
    })
    it('lets a media registrant who has not registered fill in the profile', () => {
      expect(pathOf(postLoginRoute(input({ registerType: 'media' }, { completeResult: 'fail' })))).toBe('/infoWap')
    })
  })

  describe('rule 8: exhibitors and commerce', () => {
    it('sends exhibitor types to /user-center before any profile or closing rule', () => {
      const result = postLoginRoute(
        input({ registerType: 'exhibitor_dept', sysConfig: { stopRegistration: 'on', businessCardSwitch: 'on' } }, { completeResult: 'fail' }, { userQr: null }),
      )
      expect(result).toEqual({ type: 'route', path: '/user-center' })
    })
    it('sends commerce exhibitor types to /tradeFairSystem/home', () => {
      expect(pathOf(postLoginRoute(input({ registerType: 'commerceExhibition' }, { completeResult: 'fail' })))).toBe('/tradeFairSystem/home')
    })
    it('uses the type lists given in the input', () => {
      expect(pathOf(postLoginRoute(input({ registerType: 'booth', exhibitorTypes: ['booth'] })))).toBe('/user-center')
      expect(pathOf(postLoginRoute(input({ registerType: 'tool', commerceTypes: ['tool'] })))).toBe('/tradeFairSystem/home')
    })
    it("falls back to the user record's register type when the link has none", () => {
      expect(pathOf(postLoginRoute(input({ registerType: null }, { registerType: 'exhibitorDept', completeResult: 'fail' })))).toBe('/user-center')
    })
  })
})

describe('staffInviteRoute', () => {
  const staff = (vo: Record<string, unknown>) => staffInviteRoute({ userExhibitionVO: vo })
  it('complete and approved → /confirmation', () => {
    expect(staff({ completeResult: 'succ', examineResult: 'approve' })).toEqual({ type: 'route', path: '/confirmation' })
  })
  it('complete but not approved → the exhibitor auditing page', () => {
    expect(pathOf(staff({ completeResult: 'succ', examineResult: 'pending' }))).toBe('/exhibitorSelfService/auditing')
  })
  it('incomplete → the info form', () => {
    expect(pathOf(staff({ completeResult: 'fail', examineResult: 'approve' }))).toBe('/exhibitorSelfService/formInfoWap')
    expect(pathOf(staffInviteRoute({}))).toBe('/exhibitorSelfService/formInfoWap')
  })
})
