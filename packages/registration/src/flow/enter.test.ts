import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { $functionConfig, $sysConfig, configureSession, signOut } from '@fairpass/core/session'
import { decideRoute } from './enter'

/** The path the element showed when the rules were asked: the login. */
const FROM_LOGIN = '/registration'

beforeEach(() => {
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en', registrationSource: undefined })
  $sysConfig.set({ showConfirmationSwitch: 'on', businessCardSwitch: 'off' })
  $functionConfig.set({})
})

afterEach(() => configureSession({ registrationSource: undefined }))

describe('where a signed-in visitor goes', () => {
  test('an incomplete profile goes to the profile form, a complete approved one to the confirmation', () => {
    expect(decideRoute({ userExhibitionVO: { completeResult: 'fail' } }, FROM_LOGIN)).toEqual({ type: 'route', path: '/infoWap' })
    expect(
      decideRoute({ userQr: 'FP1', userExhibitionVO: { completeResult: 'succ', examineResult: 'approve' } }, FROM_LOGIN),
    ).toEqual({ type: 'route', path: '/confirmation' })
  })

  test('the function config switches override the page config', () => {
    $functionConfig.set({ businessCardSwitch: 'on' })
    expect(decideRoute({ userExhibitionVO: { completeResult: 'fail' } }, FROM_LOGIN)).toEqual({ type: 'route', path: '/photo' })
  })

  test('staff invited by an exhibitor follow the staff invite flow, whichever spelling the link uses', () => {
    for (const source of ['exhInviteStaffCard', 'exhibInviteStaffCard']) {
      configureSession({ registrationSource: source })
      expect(decideRoute({ userExhibitionVO: { completeResult: 'succ', examineResult: 'pending' } }, FROM_LOGIN)).toEqual({
        type: 'route',
        path: '/exhibitorSelfService/auditing',
      })
      expect(decideRoute({ userExhibitionVO: { completeResult: 'fail' } }, FROM_LOGIN)).toEqual({
        type: 'route',
        path: '/exhibitorSelfService/formInfoWap',
      })
    }
  })
})
