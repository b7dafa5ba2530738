import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MAX,
  ACCOUNT_MIN,
  BOOTH_MAX,
  GIFT_QUANTITY_MAX,
  accountSchema,
  boothAreaSchema,
  boothCountSchema,
  companySchema,
  emailSchema,
  fieldErrors,
  formatValidationMessage,
  giftSchema,
  initiativeLetterSchema,
  invoiceOrderSchema,
  isEmail,
  isMainlandMobile,
  isPhone,
  isStrongPassword,
  nameSchema,
  passwordChangeSchema,
  passwordSchema,
  phoneOrEmailSchema,
  phoneSchema,
  privacyAgreementSchema,
  traceCodeSchema,
  verificationCodeSchema,
} from './index'

type Parser = { safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } } }

function firstMessage(schema: Parser, value: unknown): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error?.issues[0]?.message
}

describe('account', () => {
  it('accepts lengths between the bounds', () => {
    expect(firstMessage(accountSchema, 'a'.repeat(ACCOUNT_MIN))).toBeUndefined()
    expect(firstMessage(accountSchema, 'a'.repeat(ACCOUNT_MAX))).toBeUndefined()
  })
  it('rejects too short and too long with the bound as {n}', () => {
    const short = accountSchema.safeParse('abc')
    expect(short.success).toBe(false)
    expect(fieldErrors(short.error!, 'en')).toEqual({ _form: `The account must be at least ${ACCOUNT_MIN} characters` })
    const long = accountSchema.safeParse('a'.repeat(ACCOUNT_MAX + 1))
    expect(fieldErrors(long.error!, 'cn')).toEqual({ _form: `账号长度不能超过${ACCOUNT_MAX}位` })
  })
  it('reports a missing account as required', () => {
    expect(firstMessage(accountSchema, undefined)).toBe('validation.required')
  })
})

describe('password', () => {
  it('accepts digits, letters and a special character', () => {
    expect(firstMessage(passwordSchema, 'abc123!x')).toBeUndefined()
    expect(isStrongPassword('Pa55-word')).toBe(true)
  })
  it.each([
    ['abc12!', 'validation.password.tooShort'],
    ['abcdefgh1', 'validation.password.weak'],
    ['abcdefgh!', 'validation.password.weak'],
    ['12345678!', 'validation.password.weak'],
    ['a1!'.repeat(22), 'validation.password.tooLong'],
  ])('rejects %s with %s', (value, key) => {
    expect(firstMessage(passwordSchema, value)).toBe(key)
  })
  it('requires the confirmation to match the new password', () => {
    const result = passwordChangeSchema.safeParse({ newPassword: 'abc123!x', confirmPassword: 'abc123!y' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!, 'en')).toEqual({ confirmPassword: 'The new passwords entered do not match' })
    expect(fieldErrors(result.error!, 'cn')).toEqual({ confirmPassword: '两次输入的新密码不一致' })
  })
  it('accepts a matching strong pair', () => {
    expect(passwordChangeSchema.safeParse({ oldPassword: 'old', newPassword: 'abc123!x', confirmPassword: 'abc123!x' }).success).toBe(true)
  })
})

describe('phone', () => {
  it.each(['13812345678', '19912345678', '+8613812345678', '+14155550123', '+44207946095'])('accepts %s', (value) => {
    expect(firstMessage(phoneSchema, value)).toBeUndefined()
  })
  it.each(['12812345678', '1381234567', '138123456789', '+0123456789', '+1234567', '+1234567890123456', '4155550123', '138-1234-5678'])(
    'rejects %s',
    (value) => {
      expect(firstMessage(phoneSchema, value)).toBe('validation.phone.invalid')
    },
  )
  it('tells mainland mobiles from international numbers', () => {
    expect(isMainlandMobile('13812345678')).toBe(true)
    expect(isMainlandMobile('+8613812345678')).toBe(false)
    expect(isPhone('+8613812345678')).toBe(true)
  })
  it('trims surrounding spaces', () => {
    expect(phoneSchema.parse(' 13812345678 ')).toBe('13812345678')
  })
})

describe('e-mail', () => {
  it.each(['a@b.cn', 'first.last+tag@example.co.uk'])('accepts %s', (value) => {
    expect(firstMessage(emailSchema, value)).toBeUndefined()
  })
  it.each(['a@b', 'a b@c.com', '@c.com', 'a..b@c.com', `${'a'.repeat(250)}@b.cn`])('rejects %s', (value) => {
    expect(firstMessage(emailSchema, value)).toBe('validation.email.invalid')
  })
  it('login account takes a phone or an e-mail only', () => {
    expect(isEmail('a@b.cn')).toBe(true)
    expect(firstMessage(phoneOrEmailSchema, 'a@b.cn')).toBeUndefined()
    expect(firstMessage(phoneOrEmailSchema, '13812345678')).toBeUndefined()
    expect(firstMessage(phoneOrEmailSchema, 'someone')).toBe('validation.account.invalid')
  })
})

describe('names', () => {
  it.each(['张三', 'Li Lei', "O'Brien", 'Anne-Marie', '阿依古丽·买买提', 'José Müller', 'Ōsaka'])('accepts %s', (value) => {
    expect(firstMessage(nameSchema, value)).toBeUndefined()
  })
  it.each([
    ['张', 'validation.name.tooShort'],
    ['Li3', 'validation.name.invalid'],
    ['Li@Lei', 'validation.name.invalid'],
    ['-Anne', 'validation.name.invalid'],
    ['Anne-', 'validation.name.invalid'],
    ['Li  Lei', 'validation.name.invalid'],
    ['a'.repeat(51), 'validation.name.tooLong'],
  ])('rejects %s with %s', (value, key) => {
    expect(firstMessage(nameSchema, value)).toBe(key)
  })
})

describe('company', () => {
  it('accepts 2 to 100 characters', () => {
    expect(firstMessage(companySchema, '华为')).toBeUndefined()
    expect(firstMessage(companySchema, 'x'.repeat(100))).toBeUndefined()
  })
  it('rejects shorter and longer names', () => {
    expect(firstMessage(companySchema, ' A ')).toBe('validation.company.tooShort')
    expect(firstMessage(companySchema, 'x'.repeat(101))).toBe('validation.company.tooLong')
  })
})

describe('traceability code', () => {
  it.each(['A', 'ab12', '0000'])('accepts %s', (value) => {
    expect(firstMessage(traceCodeSchema, value)).toBeUndefined()
  })
  it.each(['abcde', 'a-1', '', '码码'])('rejects %s', (value) => {
    expect(firstMessage(traceCodeSchema, value)).toBe('validation.traceCode.invalid')
  })
  it('names the limit', () => {
    expect(fieldErrors(traceCodeSchema.safeParse('abcde').error!, 'en')._form).toBe(
      'The traceability code is at most 4 digits or letters',
    )
  })
})

describe('gift', () => {
  const valid = { quantity: 2, receiverPhone: '13812345678', confirmPhone: '13812345678' }
  it('accepts a positive quantity and matching phones', () => {
    expect(giftSchema.safeParse(valid).success).toBe(true)
  })
  it.each([
    [0, 'validation.gift.quantity'],
    [-1, 'validation.gift.quantity'],
    [1.5, 'validation.gift.quantity'],
    [GIFT_QUANTITY_MAX + 1, 'validation.gift.quantityMax'],
  ])('rejects quantity %s', (quantity, key) => {
    expect(fieldErrors(giftSchema.safeParse({ ...valid, quantity }).error!, 'en').quantity).toBe(
      formatValidationMessage(key, 'en', { n: GIFT_QUANTITY_MAX }),
    )
  })
  it('requires the confirmation phone to equal the receiving phone', () => {
    const result = giftSchema.safeParse({ ...valid, confirmPhone: '13900000000' })
    expect(fieldErrors(result.error!, 'cn')).toEqual({ confirmPhone: '两次输入的手机号不一致' })
  })
})

describe('verification code', () => {
  it('accepts six digits', () => {
    expect(firstMessage(verificationCodeSchema, '012345')).toBeUndefined()
  })
  it.each(['12345', '1234567', '12a456'])('rejects %s', (value) => {
    expect(firstMessage(verificationCodeSchema, value)).toBe('validation.code.invalid')
  })
  it('names the length', () => {
    expect(fieldErrors(verificationCodeSchema.safeParse('1').error!, 'en')._form).toBe('Enter the 6-digit verification code')
  })
})

describe('booth and invoice', () => {
  it('caps booth count and area at 300', () => {
    expect(firstMessage(boothCountSchema, BOOTH_MAX)).toBeUndefined()
    expect(firstMessage(boothCountSchema, BOOTH_MAX + 1)).toBe('validation.booth.count')
    expect(firstMessage(boothCountSchema, 0)).toBe('validation.booth.count')
    expect(firstMessage(boothCountSchema, 2.5)).toBe('validation.booth.count')
    expect(firstMessage(boothAreaSchema, 299.5)).toBeUndefined()
    expect(firstMessage(boothAreaSchema, 300.5)).toBe('validation.booth.area')
    expect(firstMessage(boothAreaSchema, 0)).toBe('validation.booth.area')
    expect(fieldErrors(boothAreaSchema.safeParse(301).error!, 'cn')._form).toBe('展位面积须大于0且不超过300平方米')
  })
  it('requires an amount above 0 in RMB', () => {
    expect(invoiceOrderSchema.safeParse({ amount: 0.01, currency: 'RMB' }).success).toBe(true)
    expect(fieldErrors(invoiceOrderSchema.safeParse({ amount: 0, currency: 'USD' }).error!, 'en')).toEqual({
      amount: 'The order amount must be greater than 0',
      currency: 'Invoices can only be issued in RMB',
    })
  })
})

describe('agreements', () => {
  it('privacy agreement must be ticked', () => {
    expect(privacyAgreementSchema.safeParse(true).success).toBe(true)
    expect(firstMessage(privacyAgreementSchema, false)).toBe('validation.privacy.required')
    expect(firstMessage(privacyAgreementSchema, undefined)).toBe('validation.privacy.required')
  })
  it('exhibitor initiative letter must be ticked', () => {
    expect(initiativeLetterSchema.safeParse(true).success).toBe(true)
    expect(firstMessage(initiativeLetterSchema, false)).toBe('validation.initiative.required')
  })
})
