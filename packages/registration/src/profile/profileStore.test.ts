import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { $userInfo, configureSession, signOut } from '@fairpass/core/session'
import { createMemoryRouter } from '@fairpass/core/router'
import { noEmit, type Emit } from '../flow/emit'
import type { ProfileField } from '@fairpass/core/validation'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import { $profileForm, initialValues, loadProfileForm, saveDraftNow, setProfileValue, submitProfile } from './profileStore'

const FIELDS: ProfileField[] = [
  { field: 'company', type: 'company', required: true, label: { cn: '公司', en: 'Company' }, sort: 20 },
  { field: 'name', type: 'name', required: true, label: { cn: '姓名', en: 'Name' }, sort: 10 },
]

const FORM_CONFIG = 'GET /api/ef-registration-config-client/formConfig/listForUser'
const SAVE = 'POST /api/ef-registration-data-client/reg-user-data/user/saveOrUpdate'

/** The element's own router (memory routing), as a `<fair-registration>` instance gives its flows. */
let router: ReturnType<typeof createMemoryRouter>

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en', token: 't', userId: 'u1' })
  $userInfo.set({ userId: 'u1', userExhibitionVO: { completeResult: 'fail' } })
  router = createMemoryRouter('/infoWap')
})

afterEach(() => {
  router.stop()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('initial values', () => {
  test('the tab backup beats the server draft, which beats the submitted profile', () => {
    expect(
      initialValues(
        { name: 'Old', profile: { name: 'Old', company: 'Acme' }, draft: { name: 'Draft' } },
        { name: 'Typed' },
      ),
    ).toEqual({ name: 'Typed', company: 'Acme' })
  })
})

describe('the profile form', () => {
  test('loads the fields in configured order', async () => {
    fakeApi({ [FORM_CONFIG]: () => ok(FIELDS) })
    await loadProfileForm()
    expect($profileForm.get().status).toBe('ready')
    expect($profileForm.get().fields.map((field) => field.field)).toEqual(['name', 'company'])
  })

  test('what was typed survives a reload of the page', async () => {
    fakeApi({ [FORM_CONFIG]: () => ok(FIELDS) })
    await loadProfileForm()
    setProfileValue('name', 'Ada Lovelace')
    $profileForm.setKey('values', {})
    await loadProfileForm()
    expect($profileForm.get().values.name).toBe('Ada Lovelace')
  })

  test('invalid input is refused with messages, nothing is sent and nothing typed is lost', async () => {
    const api = fakeApi({ [FORM_CONFIG]: () => ok(FIELDS) })
    await loadProfileForm()
    setProfileValue('name', 'R2D2')
    expect(await submitProfile(router, noEmit)).toBe(false)
    expect($profileForm.get().errors).toEqual({
      name: 'The name must not contain digits or special characters',
      company: 'This field is required',
    })
    expect($profileForm.get().values.name).toBe('R2D2')
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0)
  })

  test('a draft is saved only when what was typed is well-formed', async () => {
    const api = fakeApi({ [FORM_CONFIG]: () => ok(FIELDS), [SAVE]: () => ok({}) })
    await loadProfileForm()
    setProfileValue('name', 'R2D2')
    expect(await saveDraftNow()).toBe(false)
    setProfileValue('name', 'Ada Lovelace')
    expect(await saveDraftNow()).toBe(true)
    const saves = api.calls.filter((call) => call.method === 'POST')
    expect(saves.at(-1)?.body).toMatchObject({ isDraft: true, data: { name: 'Ada Lovelace' } })
  })

  test('a valid submit stores the user and moves on to the confirmation', async () => {
    const approved = {
      userId: 'u1',
      name: 'Ada Lovelace',
      company: 'Acme',
      userQr: 'FP1.qr',
      userExhibitionVO: { completeResult: 'succ', examineResult: 'approve' },
    }
    fakeApi({ [FORM_CONFIG]: () => ok(FIELDS), [SAVE]: () => ok(approved) })
    await loadProfileForm()
    setProfileValue('name', 'Ada Lovelace')
    setProfileValue('company', 'Acme')
    expect(await submitProfile(router, noEmit)).toBe(true)
    expect($userInfo.get()?.userQr).toBe('FP1.qr')
    // 1002 shows the confirmation page: the switch comes from the exhibition's configuration.
    expect(['/confirmation', '/user-center']).toContain(router.$route.get().path)
  })

  test('the submit that completes the registration announces fair-registered once, before the navigation', async () => {
    const complete = { userId: 'u1', userExhibitionVO: { registerType: 'visitor', completeResult: 'succ', examineResult: 'pending' } }
    fakeApi({ [FORM_CONFIG]: () => ok(FIELDS), [SAVE]: () => ok(complete) })
    const emit = vi.fn<Emit>(() => true)
    await loadProfileForm()
    setProfileValue('name', 'Ada Lovelace')
    setProfileValue('company', 'Acme')
    expect(await submitProfile(router, emit)).toBe(true)
    expect(emit.mock.calls.map(([name]) => name)).toEqual(['fair-registered', 'fair-navigate'])
    expect(emit).toHaveBeenCalledWith('fair-registered', { userId: 'u1', exhibitionId: '1002', registerType: 'visitor', examineResult: 'pending' })

    // A resubmit of the complete registration (a correction) is no new registration.
    emit.mockClear()
    setProfileValue('company', 'Acme Ltd')
    expect(await submitProfile(router, emit)).toBe(true)
    expect(emit.mock.calls.map(([name]) => name)).not.toContain('fair-registered')
  })

  test('a host that cancels fair-navigate keeps the element where it is', async () => {
    const complete = { userId: 'u1', userExhibitionVO: { completeResult: 'succ', examineResult: 'pending' } }
    fakeApi({ [FORM_CONFIG]: () => ok(FIELDS), [SAVE]: () => ok(complete) })
    await loadProfileForm()
    setProfileValue('name', 'Ada Lovelace')
    setProfileValue('company', 'Acme')
    expect(await submitProfile(router, (name) => name !== 'fair-navigate')).toBe(true)
    expect(router.$route.get().path).toBe('/infoWap')
  })

  test('server field errors are shown and the values kept', async () => {
    fakeApi({ [FORM_CONFIG]: () => ok(FIELDS), [SAVE]: () => fail(400, 'Bad input', { fieldErrors: { company: 'Too short' } }) })
    await loadProfileForm()
    setProfileValue('name', 'Ada Lovelace')
    setProfileValue('company', 'Acme')
    expect(await submitProfile(router, noEmit)).toBe(false)
    expect($profileForm.get().errors.company).toBe('Too short')
    expect($profileForm.get().values.company).toBe('Acme')
  })
})
