import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { $functionConfig, $sysConfig, $userInfo, configureSession, signOut, type UserInfo } from '@fairpass/core/session'
import { createMemoryRouter } from '@fairpass/core/router'
import { noEmit } from '../flow/emit'
import { fakeApi, ok } from '@fairpass/core/testing'
import { POLL_INTERVAL_MS, refreshReview, reviewStateOf, watchReview } from './auditingStore'

const ADD_AND_GET_ALL = 'POST /api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll'

const user = (examineResult: 'pending' | 'approve' | 'reject' | null, extra: Partial<UserInfo> = {}): UserInfo => ({
  userId: 'u1',
  userExhibitionVO: { registerType: 'visitor', completeResult: 'succ', examineResult, examineReason: examineResult === 'reject' ? 'Blurred photo' : undefined },
  ...extra,
})

/** A document whose visibility the test sets. */
function fakeDocument() {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState }
  target.visibilityState = 'visible'
  return target
}

/** The element's own router (memory routing), as a `<fair-registration>` instance gives its flows. */
let router: ReturnType<typeof createMemoryRouter>

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1010', registerType: 'visitor', languageType: 'en', token: 't', userId: 'u1' })
  $sysConfig.set({ showConfirmationSwitch: 'on', cnQuestionnaireSwitch: 'off', enQuestionnaireSwitch: 'off' })
  $functionConfig.set({})
  $userInfo.set(user('pending'))
  router = createMemoryRouter('/auditing')
})

afterEach(() => {
  router.stop()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('reviewStateOf', () => {
  test('reads the examine result as pending, approved or rejected; a missing record is loading', () => {
    expect(reviewStateOf(null)).toBe('loading')
    expect(reviewStateOf(user(null))).toBe('pending')
    expect(reviewStateOf(user('pending'))).toBe('pending')
    expect(reviewStateOf(user('approve'))).toBe('approved')
    expect(reviewStateOf(user('reject'))).toBe('rejected')
  })
})

describe('refreshReview', () => {
  test('stays on /auditing while pending or rejected, and shows the new state', async () => {
    fakeApi({ [ADD_AND_GET_ALL]: () => ok(user('reject')) })
    await refreshReview(router, noEmit)
    expect(router.$route.get().path).toBe('/auditing')
    expect(reviewStateOf($userInfo.get())).toBe('rejected')
  })

  test('moves on to the confirmation once approved', async () => {
    fakeApi({ [ADD_AND_GET_ALL]: () => ok(user('approve', { userQr: 'FP1.x', userCode: '1234567890' })) })
    await refreshReview(router, noEmit)
    expect(router.$route.get().path).toBe('/confirmation')
  })
})

describe('watchReview', () => {
  test('polls every 15 s while visible and pending, not while hidden, and at once when the page shows again', async () => {
    vi.useFakeTimers()
    const api = fakeApi({ [ADD_AND_GET_ALL]: () => ok(user('pending')) })
    const doc = fakeDocument()
    const stop = watchReview(router, noEmit, doc as unknown as Document)
    const polls = () => api.calls.length

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1)
    expect(polls()).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(polls()).toBe(1)

    doc.visibilityState = 'hidden'
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3)
    expect(polls()).toBe(1)

    doc.visibilityState = 'visible'
    doc.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(polls()).toBe(2)

    stop()
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3)
    expect(polls()).toBe(2)
  })

  test('does not poll a rejected registration (the visitor acts first)', async () => {
    vi.useFakeTimers()
    $userInfo.set(user('reject'))
    const api = fakeApi({ [ADD_AND_GET_ALL]: () => ok(user('reject')) })
    const stop = watchReview(router, noEmit, fakeDocument() as unknown as Document)
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2)
    expect(api.calls).toHaveLength(0)
    stop()
  })
})
