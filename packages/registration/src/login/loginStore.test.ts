import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { $functionConfig, $session, $sysConfig, configureSession, signOut } from '@fairpass/core/session'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import {
  $activeMode,
  $loginForm,
  $loginModes,
  $resendIn,
  chooseMode,
  requestCode,
  resetLoginForm,
  setLoginField,
  setPrivacy,
  submitLogin,
} from './loginStore'

const TOKEN_ANSWER = { access_token: 'jwt-token', token_type: 'bearer', expires_in: 7200, user_id: 'u1', dept_id: 'd1', account: 'ada@example.com' }

beforeEach(() => {
  resetLoginForm()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en' })
  $sysConfig.set({ cnLoginMode: 'appsms', enLoginMode: 'appemail', passwordLoginSwitch: 'on' })
  $functionConfig.set({})
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('login modes', () => {
  test('en offers the e-mail code first, then the password when the exhibition allows it', () => {
    expect($loginModes.get()).toEqual(['appemail', 'password'])
    expect($activeMode.get()).toBe('appemail')
  })

  test('a trade-fair-system (commerce) account is offered the password only, whatever the exhibition configures', () => {
    configureSession({ registerType: 'commerceExhibition' })
    expect($loginModes.get()).toEqual(['password'])
    expect($activeMode.get()).toBe('password')
  })

  test('cn offers the SMS code', () => {
    configureSession({ languageType: 'cn' })
    expect($loginModes.get()[0]).toBe('appsms')
  })

  test('a mode the exhibition does not offer cannot be chosen', () => {
    chooseMode('appsms')
    expect($activeMode.get()).toBe('appemail')
    chooseMode('password')
    expect($activeMode.get()).toBe('password')
  })
})

describe('requesting a code', () => {
  test('an invalid e-mail is refused before any request, and the text stays', async () => {
    const api = fakeApi({})
    setLoginField('email', 'not-an-email')
    expect(await requestCode()).toBe(false)
    expect($loginForm.get().errors.email).toBe('Enter a valid e-mail address')
    expect($loginForm.get().email).toBe('not-an-email')
    expect(api.calls).toHaveLength(0)
  })

  test('a sent code starts the resend countdown the server asked for', async () => {
    const api = fakeApi({ 'GET /api/blade-auth/validate-code/email': () => ok({ expiresIn: 300, resendAfter: 60 }) })
    setLoginField('email', ' ada@example.com ')
    expect(await requestCode()).toBe(true)
    expect(api.calls[0].query.get('account')).toBe('ada@example.com')
    expect(api.calls[0].query.get('exhibitionId')).toBe('1002')
    expect($resendIn.get()).toBeGreaterThanOrEqual(59)
    expect(await requestCode()).toBe(false)
    expect(api.calls).toHaveLength(1)
  })

  test('field errors from the server land beside the field', async () => {
    fakeApi({
      'GET /api/blade-auth/validate-code/email': () => fail(400, 'Bad input', { fieldErrors: { account: 'Server says no' } }),
    })
    setLoginField('email', 'ada@example.com')
    expect(await requestCode()).toBe(false)
    expect($loginForm.get().errors.email).toBe('Server says no')
  })
})

describe('logging in', () => {
  test('the privacy tick is required, and nothing typed is lost', async () => {
    const api = fakeApi({})
    setLoginField('email', 'ada@example.com')
    setLoginField('code', '123456')
    expect(await submitLogin()).toBe(false)
    expect($loginForm.get().errors.privacy).toBe('Please read and accept the privacy agreement')
    expect($loginForm.get()).toMatchObject({ email: 'ada@example.com', code: '123456' })
    expect(api.calls).toHaveLength(0)
  })

  test('a code that is not 6 digits is refused with its message', async () => {
    fakeApi({})
    setLoginField('email', 'ada@example.com')
    setLoginField('code', '12')
    setPrivacy(true)
    expect(await submitLogin()).toBe(false)
    expect($loginForm.get().errors.code).toBe('Enter the 6-digit verification code')
  })

  test('a successful login stores the token and ids and forgets the code', async () => {
    const api = fakeApi({ 'POST /api/blade-auth/oauth/token': () => ok(TOKEN_ANSWER) })
    setLoginField('email', 'ada@example.com')
    setLoginField('code', '123456')
    setPrivacy(true)
    expect(await submitLogin()).toBe(true)
    expect(api.calls[0].body).toMatchObject({
      grant_type: 'appemail',
      account: 'ada@example.com',
      code: '123456',
      privacyMark: true,
      tenantId: '000000',
      exhibitionId: '1002',
      type: 'visitor',
    })
    expect($session.get()).toMatchObject({ token: 'jwt-token', userId: 'u1', deptId: 'd1', loginMode: 'appemail' })
    expect($loginForm.get()).toMatchObject({ code: '', email: 'ada@example.com', submitting: false })
  })

  test('a refused login keeps the session signed out and the form filled', async () => {
    fakeApi({ 'POST /api/blade-auth/oauth/token': () => fail(409, 'The verification code is incorrect') })
    setLoginField('email', 'ada@example.com')
    setLoginField('code', '654321')
    setPrivacy(true)
    expect(await submitLogin()).toBe(false)
    expect($session.get().token).toBeUndefined()
    expect($loginForm.get()).toMatchObject({ email: 'ada@example.com', code: '654321', submitting: false })
  })

  test('password login sends the account and password, without the strength rule', async () => {
    const api = fakeApi({ 'POST /api/blade-auth/oauth/token': () => ok(TOKEN_ANSWER) })
    chooseMode('password')
    setLoginField('account', '13800000000')
    setLoginField('password', 'short')
    setPrivacy(true)
    expect(await submitLogin()).toBe(true)
    expect(api.calls[0].body).toMatchObject({ grant_type: 'password', account: '13800000000', password: 'short' })
    expect($loginForm.get().password).toBe('')
  })
})

describe('taking over the static login shell', () => {
  test('typed values and the privacy tick carry over; unknown fields are ignored', async () => {
    const { adoptShellValues } = await import('./loginStore')
    adoptShellValues({ email: 'ada@example.com', code: '123456', privacy: true, evil: 'x' })
    expect($loginForm.get()).toMatchObject({ email: 'ada@example.com', code: '123456', privacy: true })
    expect($loginForm.get()).not.toHaveProperty('evil')
  })
})

describe('a language switch', () => {
  test('words the messages the form found again, and drops none that still apply', async () => {
    fakeApi({})
    setLoginField('email', 'ada@example.com')
    expect(await submitLogin()).toBe(false)
    expect($loginForm.get().errors).toEqual({
      code: 'Enter the 6-digit verification code',
      privacy: 'Please read and accept the privacy agreement',
    })
    configureSession({ languageType: 'cn' })
    await vi.waitFor(() => expect($loginForm.get().errors.privacy).toBe('请阅读并同意隐私协议'))
    expect(Object.keys($loginForm.get().errors).sort()).toEqual(['code', 'privacy'])
    expect($loginForm.get().email).toBe('ada@example.com')
  })
})

describe('ID-card login and the messaging-app binding', () => {
  test('offers the ID card where switched on and sends grant idcard with the ID number', async () => {
    $sysConfig.set({ enLoginMode: 'appemail', passwordLoginSwitch: 'on', idCardLoginSwitch: 'on' })
    expect($loginModes.get()).toEqual(['appemail', 'password', 'idCard'])
    const api = fakeApi({ 'POST /api/blade-auth/oauth/token': () => ok(TOKEN_ANSWER) })
    chooseMode('idCard')
    setLoginField('idNumber', '110105199003071238')
    setLoginField('password', 'Fairpass#2025')
    setPrivacy(true)
    expect(await submitLogin()).toBe(false)
    expect($loginForm.get().errors.idNumber).toBe('Enter a valid resident ID number')
    expect(api.calls).toHaveLength(0)

    setLoginField('idNumber', '110105199003071239')
    expect(await submitLogin()).toBe(true)
    expect(api.calls[0].body).toMatchObject({ grant_type: 'idcard', idNumber: '110105199003071239', password: 'Fairpass#2025' })
    expect(api.calls[0].body).not.toHaveProperty('account')
  })

  test('a login inside the messaging app carries the open id and its ticket so the server binds them', async () => {
    const api = fakeApi({ 'POST /api/blade-auth/oauth/token': () => ok(TOKEN_ANSWER) })
    configureSession({ openId: 'dev_abc', openIdAt: Date.now() })
    sessionStorage.setItem('fair:openIdTicket', '123.ticket')
    chooseMode('password')
    setLoginField('account', 'ada@example.com')
    setLoginField('password', 'whatever')
    setPrivacy(true)
    expect(await submitLogin()).toBe(true)
    expect(api.calls[0].body).toMatchObject({ grant_type: 'password', openid: 'dev_abc', openIdTicket: '123.ticket' })
    sessionStorage.removeItem('fair:openIdTicket')
  })
})
