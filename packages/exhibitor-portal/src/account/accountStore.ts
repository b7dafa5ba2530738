import type { ExhibitionRef } from '@fairpass/core/area'
import { isExhibitorRegisterType } from '@fairpass/core/contract'
import { loadValidation, renameFields, type FieldErrors } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { $language, $session, setAuth, setToken } from '@fairpass/core/session'
import { changePassword, exhibitorLogin, fetchInfo, setPassword } from '../shared/api'
import { createForm } from '../shared/form'
import { infoOf } from '../shared/stores'
import { $mustSetPassword, $signingIn } from './accountState'

/** The exhibitor registerType the login sends: the link's when it names one, else the company's own. */
export const loginTypeOf = (ref: ExhibitionRef): ExhibitionRef => (isExhibitorRegisterType(ref.registerType) ? ref : { ...ref, registerType: 'exhibitorDept' })

const errorsOf = async (run: (v: Awaited<ReturnType<typeof loadValidation>>) => { success: true } | { success: false; error: { issues: readonly unknown[] } }) => {
  const validation = await loadValidation()
  const parsed = run(validation)
  return parsed.success ? null : validation.fieldErrors(parsed.error as never, $language.get())
}

export interface LoginValues {
  account: string
  password: string
  privacy: boolean
}

export function createLoginForm(ref: ExhibitionRef) {
  return createForm<LoginValues>({ account: '', password: '', privacy: false }, async (values) => {
    const errors = await errorsOf(({ passwordLoginSchema }) =>
      passwordLoginSchema.safeParse({ grant_type: 'password', account: values.account.trim(), password: values.password, privacyMark: values.privacy, ...loginTypeOf(ref), languageType: $language.get() }),
    )
    return errors && (renameFields(errors, { privacyMark: 'privacy' }) as FieldErrors)
  })
}

export type LoginForm = ReturnType<typeof createLoginForm>

/**
 * Signs the exhibitor in with account and password, then reads the company (spec §6: exhibitors load their profile
 * through their own call). Answers whether the organiser's first-login password must be replaced; null on a refusal.
 */
export async function signIn(ref: ExhibitionRef, form: LoginForm): Promise<{ mustSetPassword: boolean; userId: string } | null> {
  const answer = await form.submit(async (values) => {
    const token = await exhibitorLogin(loginTypeOf(ref), values.account.trim(), values.password)
    $signingIn.set(true)
    try {
      setAuth({ token: token.access_token, userId: token.user_id, deptId: token.dept_id, account: token.account ?? values.account.trim(), loginMode: 'password' })
      // The session is an exhibitor's now: the route table gives its /user-center to the portal (spec §4 rule 8).
      if (!isExhibitorRegisterType($session.get().registerType)) $session.setKey('registerType', loginTypeOf(ref).registerType)
      const info = await fetchInfo(ref)
      infoOf(ref).set(info)
      $mustSetPassword.set(info.mustSetPassword)
      return { mustSetPassword: info.mustSetPassword, userId: token.user_id }
    } finally {
      $signingIn.set(false)
    }
  }, { fields: (path) => (path === 'privacyMark' ? 'privacy' : path) })
  if (answer) form.set('password', '')
  return answer
}

export interface NewPasswordValues {
  oldPassword: string
  newPassword: string
  newPassword1: string
}

/** The first login's own password (`first`) or the admin's password change (spec §7): the same rule, both entries equal. */
export function createPasswordForm(ref: ExhibitionRef, first: boolean) {
  return createForm<NewPasswordValues>({ oldPassword: '', newPassword: '', newPassword1: '' }, (values) =>
    errorsOf(({ exhibitorSetPasswordSchema, exhibitorPasswordChangeSchema }) =>
      first
        ? exhibitorSetPasswordSchema.safeParse({ ...ref, newPassword: values.newPassword, newPassword1: values.newPassword1, languageType: $language.get() })
        : exhibitorPasswordChangeSchema.safeParse({ ...ref, ...values, languageType: $language.get() }),
    ),
  )
}

export type PasswordForm = ReturnType<typeof createPasswordForm>

/** Sends the new password; the old session ends with it, so the answer's token replaces the one in hand. */
export async function choosePassword(ref: ExhibitionRef, form: PasswordForm, first: boolean): Promise<boolean> {
  const done = await form.submit(async (values) => {
    if (first) {
      const answer = await setPassword(ref, values.newPassword, values.newPassword1)
      setToken(answer.access_token)
      const { access_token: _token, expires_in: _expires, ...info } = answer
      infoOf(ref).set(info)
      $mustSetPassword.set(false)
    } else {
      const answer = await changePassword(ref, values.oldPassword, values.newPassword, values.newPassword1)
      setToken(answer.access_token)
      notify(t('exh.password.changed'), 'success')
    }
    return true
  })
  if (done) form.fill({ oldPassword: '', newPassword: '', newPassword1: '' })
  return done === true
}
