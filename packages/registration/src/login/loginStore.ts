export * from './loginForm'

/**
 * What sends a code and logs in (the requests, the validation of what was typed, the refusals' wording): not needed
 * to show the form, so not in the login route's startup script. The form starts loading it when the visitor first
 * focuses a field, beside the validation; a failed load is tried again by the next call.
 */
export const loadLoginActions = () => import('./loginActions')

/** Sends a verification code to the phone or mailbox typed in; true once it is on its way. */
export async function requestCode(): Promise<boolean> {
  return (await loadLoginActions()).requestCode()
}

/** Validates and logs in; true once the session holds a token. Typed values survive every failure. */
export async function submitLogin(): Promise<boolean> {
  return (await loadLoginActions()).submitLogin()
}
