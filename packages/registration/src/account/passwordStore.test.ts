import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { $session, configureSession, setLanguage, setToken, signOut } from '@fairpass/core/session'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import { $changeForm, $forgotForm, channelOf, resetAccountForms, sendForgotCode, setChangeField, setForgotField, submitChange, submitForgot } from './passwordStore'

const STRONG = 'Brand#new2025'

beforeEach(() => {
  resetAccountForms()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en' })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('forgot password', () => {
  test('sends the code by the channel the account points at, for the reset purpose', async () => {
    expect(channelOf('a@b.cn')).toBe('email')
    expect(channelOf('13800000000')).toBe('sms')
    const api = fakeApi({ 'GET /api/blade-auth/validate-code/sms': () => ok({ expiresIn: 300, resendAfter: 60 }) })
    setForgotField('account', '13800000012')
    expect(await sendForgotCode()).toBe(true)
    expect(api.calls[0].query.get('purpose')).toBe('resetPassword')
    expect(api.calls[0].query.get('account')).toBe('13800000012')
  })

  test('checks the new password before sending, words the messages again on a language switch, keeps what was typed', async () => {
    const api = fakeApi({})
    setForgotField('account', 'a@b.cn')
    setForgotField('code', '123456')
    setForgotField('newPassword', 'password')
    setForgotField('newPassword1', 'passw0rd')
    expect(await submitForgot()).toBe(false)
    expect($forgotForm.get().errors).toEqual({
      newPassword: 'The password must contain digits, letters and special characters',
      newPassword1: 'The new passwords entered do not match',
    })
    expect(api.calls).toHaveLength(0)
    setLanguage('cn')
    await vi.waitFor(() => expect($forgotForm.get().errors.newPassword1).toBe('两次输入的新密码不一致'))
    expect($forgotForm.get()).toMatchObject({ account: 'a@b.cn', code: '123456', newPassword: 'password', newPassword1: 'passw0rd' })
  })

  test('a refused code leaves everything typed in place; a reset clears the passwords', async () => {
    let answer: { status?: number; body: unknown } = fail(409, 'The verification code is incorrect')
    fakeApi({ 'POST /api/blade-user/reset-password': () => answer })
    setForgotField('account', 'a@b.cn')
    setForgotField('code', '123456')
    setForgotField('newPassword', STRONG)
    setForgotField('newPassword1', STRONG)
    expect(await submitForgot()).toBe(false)
    expect($forgotForm.get()).toMatchObject({ account: 'a@b.cn', code: '123456', newPassword: STRONG })
    answer = ok({ account: 'a@b.cn' })
    expect(await submitForgot()).toBe(true)
    expect($forgotForm.get().newPassword).toBe('')
  })
})

describe('change password', () => {
  test('shows the server\u2019s "current password is incorrect" beside the field and keeps the new password', async () => {
    setToken('old-token')
    fakeApi({
      'POST /api/blade-user/update-password': () =>
        fail(400, 'Please check the information entered', { fieldErrors: { oldPassword: 'The current password is incorrect' } }),
    })
    setChangeField('oldPassword', 'nope')
    setChangeField('newPassword', STRONG)
    setChangeField('newPassword1', STRONG)
    expect(await submitChange()).toBe(false)
    expect($changeForm.get().errors).toEqual({ oldPassword: 'The current password is incorrect' })
    expect($changeForm.get().newPassword).toBe(STRONG)
  })

  test('takes the new token the server answers, since every older session has ended', async () => {
    setToken('old-token')
    const api = fakeApi({ 'POST /api/blade-user/update-password': () => ok({ access_token: 'new-token', expires_in: 7200 }) })
    setChangeField('newPassword', STRONG)
    setChangeField('newPassword1', STRONG)
    expect(await submitChange()).toBe(true)
    expect($session.get().token).toBe('new-token')
    expect(api.calls[0].body).toEqual({ newPassword: STRONG, newPassword1: STRONG, languageType: 'en' })
  })
})
