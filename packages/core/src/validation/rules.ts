import * as z from 'zod/mini'

/*
 * Field rules of spec §5 and §9. Where the spec leaves a bound open, the chosen bound is exported so
 * forms can show it (e.g. as maxlength) and the server enforces the same number.
 */

export const ACCOUNT_MIN = 4
export const ACCOUNT_MAX = 32
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64
export const NAME_MIN = 2
export const NAME_MAX = 50
export const COMPANY_MIN = 2
export const COMPANY_MAX = 100
export const TEXT_MAX = 200
export const EMAIL_MAX = 254
export const TRACE_CODE_MAX = 4
export const GIFT_QUANTITY_MAX = 99
export const VERIFICATION_CODE_LENGTH = 6
/** Spec §9: booth count and booth area are both capped at 300. */
export const BOOTH_MAX = 300
export const INVOICE_CURRENCY = 'RMB'

type IssueInput = { readonly input?: unknown }

/** Missing input reads "required"; present but of the wrong type reads as the field's own format message. */
export function requiredOr(key: string) {
  return (issue: IssueInput) => (issue.input === undefined || issue.input === null ? 'validation.required' : key)
}

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
/** E.164: a plus, a country code not starting with 0, 8–15 digits in all. */
const INTERNATIONAL_PHONE = /^\+[1-9]\d{7,14}$/
/** The same shape zod uses for z.email(), kept here so the plain predicate and the schema agree. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
/** Letters of any script (with combining marks); a space, middle dot, apostrophe or hyphen only between them. */
const NAME = /^[\p{L}\p{M}]+(?:[ ·・'’-][\p{L}\p{M}]+)*$/u
const TRACE_CODE = /^[A-Za-z0-9]{1,4}$/
const VERIFICATION_CODE = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`)

export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE.test(value)
}

export function isInternationalPhone(value: string): boolean {
  return INTERNATIONAL_PHONE.test(value)
}

export function isPhone(value: string): boolean {
  return isMainlandMobile(value) || isInternationalPhone(value)
}

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL.test(value)
}

export function isStrongPassword(value: string): boolean {
  return /\d/.test(value) && /[A-Za-z]/.test(value) && /[^A-Za-z0-9\s]/.test(value)
}

export const accountSchema = z.string({ error: requiredOr('validation.invalid') }).check(
  z.trim(),
  z.minLength(ACCOUNT_MIN, 'validation.account.tooShort'),
  z.maxLength(ACCOUNT_MAX, 'validation.account.tooLong'),
)

export const phoneSchema = z.string({ error: requiredOr('validation.phone.invalid') }).check(
  z.trim(),
  z.refine(isPhone, 'validation.phone.invalid'),
)

export const emailSchema = z.string({ error: requiredOr('validation.email.invalid') }).check(
  z.trim(),
  z.refine(isEmail, 'validation.email.invalid'),
)

/**
 * An account name a group leader gives a subordinate (validation/subordinates.ts): 4–32 lower-case letters, digits,
 * `.`, `_` or `-`, starting with a letter. Never a mobile number or an e-mail address, so it cannot collide with an
 * account someone signs up with by code.
 */
const ACCOUNT_NAME = /^[a-z][a-z0-9._-]{3,31}$/

export function isAccountName(value: string): boolean {
  return ACCOUNT_NAME.test(value)
}

/** What a password login names: a mobile number, an e-mail address or a subordinate's account name. */
export const loginAccountSchema = z.string({ error: requiredOr('validation.account.invalid') }).check(
  z.trim(),
  z.refine((value) => isPhone(value) || isEmail(value) || isAccountName(value), 'validation.account.invalid'),
)

/** Where a phone number or an e-mail address both identify the user (password login). */
export const phoneOrEmailSchema = z.string({ error: requiredOr('validation.account.invalid') }).check(
  z.trim(),
  z.refine((value) => isPhone(value) || isEmail(value), 'validation.account.invalid'),
)

/** The strength rule applies where a password is chosen, never at login (old passwords must still work). */
export const passwordSchema = z.string({ error: requiredOr('validation.invalid') }).check(
  z.minLength(PASSWORD_MIN, 'validation.password.tooShort'),
  z.maxLength(PASSWORD_MAX, 'validation.password.tooLong'),
  z.refine(isStrongPassword, 'validation.password.weak'),
)

export const passwordChangeSchema = z
  .object({
    oldPassword: z.optional(z.string().check(z.maxLength(PASSWORD_MAX, 'validation.password.tooLong'))),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: requiredOr('validation.invalid') }),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirmPassword, {
      message: 'validation.password.mismatch',
      path: ['confirmPassword'],
    }),
  )

export const nameSchema = z.string({ error: requiredOr('validation.name.invalid') }).check(
  z.trim(),
  z.minLength(NAME_MIN, 'validation.name.tooShort'),
  z.maxLength(NAME_MAX, 'validation.name.tooLong'),
  z.regex(NAME, 'validation.name.invalid'),
)

export const companySchema = z.string({ error: requiredOr('validation.invalid') }).check(
  z.trim(),
  z.minLength(COMPANY_MIN, 'validation.company.tooShort'),
  z.maxLength(COMPANY_MAX, 'validation.company.tooLong'),
)

export const traceCodeSchema = z.string({ error: requiredOr('validation.traceCode.invalid') }).check(
  z.trim(),
  z.refine((value) => TRACE_CODE.test(value), {
    message: 'validation.traceCode.invalid',
    params: { n: TRACE_CODE_MAX },
  }),
)

export const verificationCodeSchema = z.string({ error: requiredOr('validation.code.invalid') }).check(
  z.trim(),
  z.refine((value) => VERIFICATION_CODE.test(value), {
    message: 'validation.code.invalid',
    params: { n: VERIFICATION_CODE_LENGTH },
  }),
)

export const giftQuantitySchema = z.number({ error: requiredOr('validation.gift.quantity') }).check(
  z.int('validation.gift.quantity'),
  z.gte(1, 'validation.gift.quantity'),
  z.lte(GIFT_QUANTITY_MAX, 'validation.gift.quantityMax'),
)

export const giftSchema = z
  .object({
    quantity: giftQuantitySchema,
    receiverPhone: phoneSchema,
    confirmPhone: phoneSchema,
  })
  .check(
    z.refine((value) => value.receiverPhone === value.confirmPhone, {
      message: 'validation.gift.phoneMismatch',
      path: ['confirmPhone'],
    }),
  )

const boothCountParams = { params: { n: BOOTH_MAX } }
export const boothCountSchema = z.number({ error: requiredOr('validation.booth.count') }).check(
  z.refine((value) => Number.isInteger(value) && value >= 1 && value <= BOOTH_MAX, {
    message: 'validation.booth.count',
    ...boothCountParams,
  }),
)

export const boothAreaSchema = z.number({ error: requiredOr('validation.booth.area') }).check(
  z.refine((value) => Number.isFinite(value) && value > 0 && value <= BOOTH_MAX, {
    message: 'validation.booth.area',
    ...boothCountParams,
  }),
)

export const invoiceOrderSchema = z.object({
  amount: z.number({ error: requiredOr('validation.invoice.amount') }).check(
    z.refine((value) => Number.isFinite(value) && value > 0, 'validation.invoice.amount'),
  ),
  currency: z.literal(INVOICE_CURRENCY, 'validation.invoice.currency'),
})

export const privacyAgreementSchema = z.literal(true, 'validation.privacy.required')
export const initiativeLetterSchema = z.literal(true, 'validation.initiative.required')
