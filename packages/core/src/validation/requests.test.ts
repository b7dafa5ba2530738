import { describe, expect, it } from 'vitest'
import { codeLoginSchema, fieldErrors, idCardLoginSchema, passwordLoginSchema, resetPasswordSchema, sendCodeSchema, updatePasswordSchema } from './index'

const context = { tenantId: '988289', exhibitionId: 'ex-2025', languageType: 'cn' }

describe('sendCodeSchema', () => {
  it('takes a phone for sms and an e-mail for email', () => {
    expect(sendCodeSchema.safeParse({ channel: 'sms', account: '13812345678', ...context }).success).toBe(true)
    expect(sendCodeSchema.safeParse({ channel: 'email', account: 'a@b.cn', ...context }).success).toBe(true)
  })
  it('rejects an account that does not fit the channel', () => {
    const sms = sendCodeSchema.safeParse({ channel: 'sms', account: 'a@b.cn', ...context })
    expect(fieldErrors(sms.error!, 'en')).toEqual({
      account: 'Enter a valid mobile number: 11 digits for mainland China, or + and the country code',
    })
    const email = sendCodeSchema.safeParse({ channel: 'email', account: '13812345678', ...context })
    expect(fieldErrors(email.error!, 'cn')).toEqual({ account: '请输入正确的邮箱地址' })
  })
  it('rejects an unknown channel and missing ids', () => {
    expect(fieldErrors(sendCodeSchema.safeParse({ channel: 'fax', account: 'x', ...context }).error!, 'en')).toEqual({
      channel: 'Invalid value',
    })
    const missing = sendCodeSchema.safeParse({ channel: 'sms', account: '13812345678' })
    expect(fieldErrors(missing.error!, 'en')).toEqual({
      tenantId: 'This field is required',
      exhibitionId: 'This field is required',
    })
  })
  it('leaves languageType optional but restricted to cn and en', () => {
    expect(sendCodeSchema.safeParse({ channel: 'sms', account: '13812345678', tenantId: '1', exhibitionId: '2' }).success).toBe(true)
    expect(sendCodeSchema.safeParse({ channel: 'sms', account: '13812345678', ...context, languageType: 'fr' }).success).toBe(false)
  })
  it('rejects ids with characters outside letters, digits, _ and -', () => {
    expect(sendCodeSchema.safeParse({ channel: 'sms', account: '13812345678', ...context, tenantId: '1 OR 1=1' }).success).toBe(false)
  })
})

describe('codeLoginSchema', () => {
  const sms = { grant_type: 'appsms', account: '13812345678', code: '123456', registerType: 'visitor', privacyMark: true, ...context }
  it('accepts an sms login and an e-mail login', () => {
    expect(codeLoginSchema.safeParse(sms).success).toBe(true)
    expect(codeLoginSchema.safeParse({ ...sms, grant_type: 'appemail', account: 'a@b.cn' }).success).toBe(true)
  })
  it('requires the privacy agreement, accepting the form-encoded "true"', () => {
    expect(codeLoginSchema.parse({ ...sms, privacyMark: 'true' }).privacyMark).toBe(true)
    expect(fieldErrors(codeLoginSchema.safeParse({ ...sms, privacyMark: false }).error!, 'en')).toEqual({
      privacyMark: 'Please read and accept the privacy agreement',
    })
    const { privacyMark: _, ...withoutMark } = sms
    expect(fieldErrors(codeLoginSchema.safeParse(withoutMark).error!, 'cn')).toEqual({ privacyMark: '请阅读并同意隐私协议' })
  })
  it('checks the code, the account against the grant type and the register type', () => {
    const result = codeLoginSchema.safeParse({ ...sms, grant_type: 'appemail', code: '12345', registerType: '' })
    expect(Object.keys(fieldErrors(result.error!, 'en')).sort()).toEqual(['account', 'code', 'registerType'])
  })
  it('rejects the password grant', () => {
    expect(codeLoginSchema.safeParse({ ...sms, grant_type: 'password' }).success).toBe(false)
  })
})

describe('passwordLoginSchema', () => {
  const login = { grant_type: 'password', account: 'a@b.cn', password: 'weak', registerType: 'visitor', privacyMark: true, ...context }
  it('does not apply the strength rule at login', () => {
    expect(passwordLoginSchema.safeParse(login).success).toBe(true)
    expect(passwordLoginSchema.safeParse({ ...login, account: '+8613812345678' }).success).toBe(true)
  })
  it('requires a password and a phone, e-mail or sub-account name', () => {
    expect(passwordLoginSchema.safeParse({ ...login, account: 'chen.assistant', password: 'x' }).success).toBe(true)
    const result = passwordLoginSchema.safeParse({ ...login, account: 'No body', password: '' })
    expect(fieldErrors(result.error!, 'en')).toEqual({
      account: 'Enter a valid mobile number or e-mail address',
      password: 'Enter your password',
    })
  })
  it('requires the privacy agreement', () => {
    expect(passwordLoginSchema.safeParse({ ...login, privacyMark: 'false' }).success).toBe(false)
  })
})

describe('password schemas (spec §5)', () => {
  const strong = 'Brand#new2025'

  it('accepts a strong new password with a matching confirmation', () => {
    expect(updatePasswordSchema.safeParse({ oldPassword: 'old', newPassword: strong, newPassword1: strong }).success).toBe(true)
    expect(updatePasswordSchema.safeParse({ newPassword: strong, newPassword1: strong }).success).toBe(true)
    expect(resetPasswordSchema.safeParse({ account: 'a@b.cn', code: '123456', newPassword: strong, newPassword1: strong, ...context }).success).toBe(true)
  })

  it('says "The new passwords entered do not match" beside the confirmation, even when the password is weak too', () => {
    const mismatch = updatePasswordSchema.safeParse({ newPassword: strong, newPassword1: `${strong}x` })
    expect(fieldErrors(mismatch.error!, 'en')).toEqual({ newPassword1: 'The new passwords entered do not match' })
    const both = updatePasswordSchema.safeParse({ newPassword: 'abc', newPassword1: 'abd' })
    expect(fieldErrors(both.error!, 'cn')).toEqual({ newPassword: '密码长度不能少于8位', newPassword1: '两次输入的新密码不一致' })
  })

  it('wants digits, letters and special characters', () => {
    for (const weak of ['abcdefgh', '12345678', 'abcd1234', 'abcd#efg', '1234#567']) {
      const parsed = updatePasswordSchema.safeParse({ newPassword: weak, newPassword1: weak })
      expect(fieldErrors(parsed.error!, 'en')).toEqual({ newPassword: 'The password must contain digits, letters and special characters' })
    }
  })

  it('takes a reset account as phone or e-mail and a six-digit code', () => {
    const parsed = resetPasswordSchema.safeParse({ account: 'someone', code: '12', newPassword: strong, newPassword1: strong, ...context })
    expect(Object.keys(fieldErrors(parsed.error!, 'en')).sort()).toEqual(['account', 'code'])
  })

  it('sends codes for a purpose: login or resetPassword, nothing else', () => {
    expect(sendCodeSchema.safeParse({ channel: 'email', account: 'a@b.cn', purpose: 'resetPassword', ...context }).success).toBe(true)
    expect(sendCodeSchema.safeParse({ channel: 'email', account: 'a@b.cn', purpose: 'takeover', ...context }).success).toBe(false)
  })
})

describe('idCardLoginSchema', () => {
  const login = { grant_type: 'idcard', password: 'x', registerType: 'visitor', privacyMark: true, ...context }
  it('checks the ID number with the shared rule', () => {
    expect(idCardLoginSchema.safeParse({ ...login, idNumber: '110105199003071239' }).success).toBe(true)
    const wrong = idCardLoginSchema.safeParse({ ...login, idNumber: '110105199003071238' })
    expect(fieldErrors(wrong.error!, 'en')).toEqual({ idNumber: 'Enter a valid resident ID number' })
  })
})
