// The login form's state, which the page renders from. Apart from loginStore, which also loads the login's actions
// (loginActions): the actions read this state, and a chunk must not import the chunk that loads it (the library
// build names its files after their content, and such a cycle has no fixed point).
import { computed, map } from 'nanostores'
import { loginModesFor, registerTypeGroup } from '@fairpass/core/journey'
import { $functionConfig, $language, $session, $sysConfig } from '@fairpass/core/session'
import { resendInOf } from '@fairpass/core/countdown'

/** The login modes this form can offer. */
export type LoginTab = 'appsms' | 'appemail' | 'password' | 'idCard'
const FORM_MODES: readonly LoginTab[] = ['appsms', 'appemail', 'password', 'idCard']

export type LoginField = 'phone' | 'email' | 'account' | 'idNumber' | 'code' | 'password' | 'privacy'

export interface LoginFormState {
  /** The tab the visitor picked; unset means the first mode the exhibition offers. */
  chosenMode?: LoginTab
  phone: string
  email: string
  account: string
  idNumber: string
  code: string
  password: string
  privacy: boolean
  errors: Partial<Record<LoginField, string>>
  submitting: boolean
  sending: boolean
  /** Epoch ms from which another code may be requested. */
  resendAt: number
}

const EMPTY_FORM: LoginFormState = {
  phone: '',
  email: '',
  account: '',
  idNumber: '',
  code: '',
  password: '',
  privacy: false,
  errors: {},
  submitting: false,
  sending: false,
  resendAt: 0,
}

export const $loginForm = map<LoginFormState>({ ...EMPTY_FORM })

/*
 * A trade-fair-system account (commerceExhibition, spec §6) is an exhibitor company's account with the password its
 * company set: the server signs such accounts in by password only, so that is the one form they are offered.
 */
export const $loginModes = computed([$language, $sysConfig, $functionConfig, $session], (language, sysConfig, functionConfig, session): LoginTab[] =>
  registerTypeGroup(session.registerType) === 'commerce'
    ? ['password']
    : loginModesFor(language, { ...sysConfig, ...functionConfig }).filter((mode): mode is LoginTab => FORM_MODES.includes(mode as LoginTab)),
)

export const $activeMode = computed([$loginForm, $loginModes], (form, modes): LoginTab | undefined =>
  form.chosenMode && modes.includes(form.chosenMode) ? form.chosenMode : modes[0],
)

export const $resendIn = resendInOf($loginForm)

export function chooseMode(mode: LoginTab): void {
  $loginForm.setKey('chosenMode', mode)
  $loginForm.setKey('errors', {})
}

export function setLoginField(field: Exclude<LoginField, 'privacy'>, value: string): void {
  $loginForm.setKey(field, value)
  clearError(field)
}

export function setPrivacy(accepted: boolean): void {
  $loginForm.setKey('privacy', accepted)
  clearError('privacy')
}

function clearError(field: LoginField): void {
  const { errors } = $loginForm.get()
  if (!errors[field]) return
  const rest = { ...errors }
  delete rest[field]
  $loginForm.setKey('errors', rest)
}

export function accountFieldFor(mode: LoginTab): 'phone' | 'email' | 'account' | 'idNumber' {
  return mode === 'appsms' ? 'phone' : mode === 'appemail' ? 'email' : mode === 'idCard' ? 'idNumber' : 'account'
}

/** Takes over what the visitor typed into the page's static login shell before the app was ready. */
export function adoptShellValues(values: Record<string, string | boolean>): void {
  const form = { ...$loginForm.get() }
  for (const field of ['phone', 'email', 'account', 'idNumber', 'code', 'password'] as const) {
    const value = values[field]
    if (typeof value === 'string' && value) form[field] = value
  }
  if (values.privacy === true) form.privacy = true
  $loginForm.set(form)
}

/** Forgets what was typed: after logout, or between tests. */
export function resetLoginForm(): void {
  $loginForm.set({ ...EMPTY_FORM })
}
