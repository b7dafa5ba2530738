import { map } from 'nanostores'
import { t, tWhenLoaded } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { $language, setToken } from '@fairpass/core/session'
import { requireExhibition } from '../flow/exhibition'
import { loadValidation, rewordShown, serverFieldErrors, type FieldErrors } from '@fairpass/core/forms'
import { resendInOf, tickUntil } from '@fairpass/core/countdown'
import { resetPassword, sendResetCode, updatePassword } from './api'
import '../login/messages'

export interface ForgotFormState {
  account: string
  code: string
  newPassword: string
  newPassword1: string
  errors: FieldErrors
  submitting: boolean
  sending: boolean
  /** Epoch ms from which another code may be requested. */
  resendAt: number
}

export interface ChangeFormState {
  oldPassword: string
  newPassword: string
  newPassword1: string
  errors: FieldErrors
  submitting: boolean
}

const EMPTY_FORGOT: ForgotFormState = { account: '', code: '', newPassword: '', newPassword1: '', errors: {}, submitting: false, sending: false, resendAt: 0 }
const EMPTY_CHANGE: ChangeFormState = { oldPassword: '', newPassword: '', newPassword1: '', errors: {}, submitting: false }

export const $forgotForm = map<ForgotFormState>({ ...EMPTY_FORGOT })
export const $changeForm = map<ChangeFormState>({ ...EMPTY_CHANGE })

export type ForgotField = 'account' | 'code' | 'newPassword' | 'newPassword1'
export type ChangeField = 'oldPassword' | 'newPassword' | 'newPassword1'

export const $forgotResendIn = resendInOf($forgotForm)

function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (!errors[field]) return errors
  const rest = { ...errors }
  delete rest[field]
  return rest
}

export function setForgotField(field: ForgotField, value: string): void {
  $forgotForm.set({ ...$forgotForm.get(), [field]: value, errors: withoutError($forgotForm.get().errors, field) })
}

export function setChangeField(field: ChangeField, value: string): void {
  $changeForm.set({ ...$changeForm.get(), [field]: value, errors: withoutError($changeForm.get().errors, field) })
}

/** The code goes where the account points: an address with @ is e-mail, anything else a phone number. */
export function channelOf(account: string): 'sms' | 'email' {
  return account.includes('@') ? 'email' : 'sms'
}

function resetRequest(form: ForgotFormState) {
  return { account: form.account.trim(), code: form.code.trim(), newPassword: form.newPassword, newPassword1: form.newPassword1 }
}

function changeRequest(form: ChangeFormState) {
  return {
    ...(form.oldPassword ? { oldPassword: form.oldPassword } : {}),
    newPassword: form.newPassword,
    newPassword1: form.newPassword1,
    languageType: $language.get(),
  }
}

async function forgotErrors(form: ForgotFormState): Promise<FieldErrors | null> {
  const exhibition = requireExhibition()
  const { resetPasswordSchema, fieldErrors } = await loadValidation()
  const parsed = resetPasswordSchema.safeParse({ ...resetRequest(form), ...exhibition })
  return parsed.success ? null : fieldErrors(parsed.error, exhibition.languageType)
}

async function changeErrors(form: ChangeFormState): Promise<FieldErrors | null> {
  const { updatePasswordSchema, fieldErrors } = await loadValidation()
  const parsed = updatePasswordSchema.safeParse(changeRequest(form))
  return parsed.success ? null : fieldErrors(parsed.error, $language.get())
}

export async function sendForgotCode(): Promise<boolean> {
  const form = $forgotForm.get()
  if (form.sending || $forgotResendIn.get() > 0) return false
  const exhibition = requireExhibition()
  const account = form.account.trim()
  const channel = channelOf(account)
  const { sendCodeSchema, fieldErrors } = await loadValidation()
  const parsed = sendCodeSchema.safeParse({ channel, account, purpose: 'resetPassword', ...exhibition })
  if (!parsed.success) {
    $forgotForm.setKey('errors', { ...$forgotForm.get().errors, ...pick(fieldErrors(parsed.error, exhibition.languageType), ['account']) })
    return false
  }
  $forgotForm.setKey('sending', true)
  try {
    const sent = await sendResetCode(channel, account, exhibition)
    const resendAt = Date.now() + Math.max(1, sent.resendAfter) * 1000
    $forgotForm.setKey('resendAt', resendAt)
    tickUntil(resendAt)
    notify(await tWhenLoaded(channel === 'sms' ? 'reg.login.codeSentSms' : 'reg.login.codeSentEmail', { account }), 'success')
    return true
  } catch (error) {
    const errors = serverFieldErrors(error)
    if (errors) $forgotForm.setKey('errors', { ...$forgotForm.get().errors, ...errors })
    return false
  } finally {
    $forgotForm.setKey('sending', false)
  }
}

function pick(errors: FieldErrors, fields: string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)))
}

/** Validates, resets, and on success forgets the typed passwords. Typed values survive every failure. */
export async function submitForgot(): Promise<boolean> {
  const form = $forgotForm.get()
  if (form.submitting) return false
  const errors = await forgotErrors(form)
  if (errors) {
    $forgotForm.setKey('errors', errors)
    return false
  }
  $forgotForm.setKey('submitting', true)
  try {
    await resetPassword(resetRequest(form), requireExhibition())
    $forgotForm.set({ ...EMPTY_FORGOT })
    notify(t('reg.account.reset'), 'success')
    return true
  } catch (error) {
    const fields = serverFieldErrors(error)
    if (fields) $forgotForm.setKey('errors', fields)
    return false
  } finally {
    $forgotForm.setKey('submitting', false)
  }
}

export async function submitChange(): Promise<boolean> {
  const form = $changeForm.get()
  if (form.submitting) return false
  const errors = await changeErrors(form)
  if (errors) {
    $changeForm.setKey('errors', errors)
    return false
  }
  $changeForm.setKey('submitting', true)
  try {
    const answer = await updatePassword(changeRequest(form))
    // Every other session has ended; this one goes on with the token of the new version.
    setToken(answer.access_token)
    $changeForm.set({ ...EMPTY_CHANGE })
    notify(t('reg.account.changed'), 'success')
    return true
  } catch (error) {
    const fields = serverFieldErrors(error)
    if (fields) $changeForm.setKey('errors', fields)
    return false
  } finally {
    $changeForm.setKey('submitting', false)
  }
}

/** A language switch words the messages on screen again (server-sent ones are dropped, as on the login page). */
$language.listen(() => {
  if (Object.keys($forgotForm.get().errors).length) {
    void forgotErrors($forgotForm.get()).then((fresh) => $forgotForm.setKey('errors', rewordShown($forgotForm.get().errors, fresh ?? {})))
  }
  if (Object.keys($changeForm.get().errors).length) {
    void changeErrors($changeForm.get()).then((fresh) => $changeForm.setKey('errors', rewordShown($changeForm.get().errors, fresh ?? {})))
  }
})

export function resetAccountForms(): void {
  $forgotForm.set({ ...EMPTY_FORGOT })
  $changeForm.set({ ...EMPTY_CHANGE })
}
