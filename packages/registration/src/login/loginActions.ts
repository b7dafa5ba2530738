import { tWhenLoaded } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { $language, $session, setAuth } from '@fairpass/core/session'
import { renameFields, rewordShown, serverFieldErrors, type FieldErrors } from '@fairpass/core/forms'
import { codeLoginSchema, fieldErrors, idCardLoginSchema, passwordLoginSchema, sendCodeSchema } from '@fairpass/core/validation'
import { tickUntil } from '@fairpass/core/countdown'
import { requestToken, sendVerificationCode, type TokenRequest } from '../api/auth'
import { requireExhibition } from '../flow/exhibition'
import './messages'
import { $activeMode, $loginForm, $resendIn, accountFieldFor, type LoginField, type LoginFormState, type LoginTab } from './loginForm'

// The login form's requests, loaded on first use (loginStore's requestCode and submitLogin); the form's state stays
// in loginForm, which the page renders from before this module arrives. The shared schemas are a static import
// here: the build fetches them beside this module, and the page's startup code needs neither.

/** Request fields → form fields, so every message lands beside the input it is about. */
function formFieldNames(mode: LoginTab): Record<string, LoginField> {
  return { account: accountFieldFor(mode), idNumber: 'idNumber', code: 'code', password: 'password', privacyMark: 'privacy' }
}

function showErrors(errors: FieldErrors, mode: LoginTab): void {
  $loginForm.setKey('errors', renameFields(errors, formFieldNames(mode)) as LoginFormState['errors'])
}

/** A refused request: field messages go beside their fields; anything else the HTTP layer has already shown. */
function refused(error: unknown, mode: LoginTab): false {
  const errors = serverFieldErrors(error)
  if (errors) showErrors(errors, mode)
  return false
}

export async function requestCode(): Promise<boolean> {
  const mode = $activeMode.get()
  const form = $loginForm.get()
  if (!mode || mode === 'password' || mode === 'idCard' || form.sending || $resendIn.get() > 0) return false
  const channel = mode === 'appsms' ? 'sms' : 'email'
  const account = form[accountFieldFor(mode)].trim()
  const exhibition = requireExhibition()
  const parsed = sendCodeSchema.safeParse({ channel, account, ...exhibition })
  if (!parsed.success) {
    showErrors(fieldErrors(parsed.error, exhibition.languageType), mode)
    return false
  }
  $loginForm.setKey('sending', true)
  try {
    const sent = await sendVerificationCode(channel, account, exhibition)
    const resendAt = Date.now() + Math.max(1, sent.resendAfter) * 1000
    $loginForm.setKey('resendAt', resendAt)
    tickUntil(resendAt)
    notify(await tWhenLoaded(mode === 'appsms' ? 'reg.login.codeSentSms' : 'reg.login.codeSentEmail', { account }), 'success')
    return true
  } catch (error) {
    return refused(error, mode)
  } finally {
    $loginForm.setKey('sending', false)
  }
}

function tokenRequest(mode: LoginTab, form: LoginFormState): TokenRequest {
  const field = accountFieldFor(mode)
  const { openId } = $session.get()
  return {
    grant_type: mode === 'idCard' ? 'idcard' : mode,
    [field === 'idNumber' ? field : 'account']: form[field].trim(),
    ...(mode === 'appsms' || mode === 'appemail' ? { code: form.code.trim() } : { password: form.password }),
    privacyMark: form.privacy as true,
    // Inside the messaging app the open id rides along, so this login binds it for the next auto-login.
    ...(openId && { openid: openId, openIdTicket: sessionStorage.getItem('fair:openIdTicket') ?? '' }),
  }
}

/** What the shared schemas find wrong with a login request, in the page language; null when nothing is. */
async function loginErrors(mode: LoginTab, request: TokenRequest): Promise<FieldErrors | null> {
  const exhibition = requireExhibition()
  const schema = mode === 'password' ? passwordLoginSchema : mode === 'idCard' ? idCardLoginSchema : codeLoginSchema
  const parsed = schema.safeParse({ ...request, ...exhibition })
  return parsed.success ? null : fieldErrors(parsed.error, exhibition.languageType)
}

/**
 * A language switch words the messages on screen again. Only messages the form found itself can be: a field whose
 * problem the server reported, in the old language, loses that message.
 */
$language.listen(() => {
  const { errors } = $loginForm.get()
  const mode = $activeMode.get()
  if (!mode || Object.keys(errors).length === 0) return
  void loginErrors(mode, tokenRequest(mode, $loginForm.get())).then((fresh) => {
    $loginForm.setKey('errors', rewordShown($loginForm.get().errors, renameFields(fresh ?? {}, formFieldNames(mode))))
  })
})

export async function submitLogin(): Promise<boolean> {
  const mode = $activeMode.get()
  const form = $loginForm.get()
  if (!mode || form.submitting) return false
  const exhibition = requireExhibition()
  const request = tokenRequest(mode, form)
  const errors = await loginErrors(mode, request)
  if (errors) {
    showErrors(errors, mode)
    return false
  }
  $loginForm.setKey('submitting', true)
  try {
    const token = await requestToken(request, exhibition)
    setAuth({
      token: token.access_token,
      userId: token.user_id,
      deptId: token.dept_id,
      account: token.account ?? request.account,
      loginMode: mode,
    })
    $loginForm.set({ ...$loginForm.get(), code: '', password: '', errors: {} })
    return true
  } catch (error) {
    return refused(error, mode)
  } finally {
    $loginForm.setKey('submitting', false)
  }
}

