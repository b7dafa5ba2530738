import { navigate } from '@fairpass/core/router'
import { $link } from '@fairpass/core/session'
import { linkToQuery, parseQuery } from '@fairpass/core/link'

/** The same key flow/enter.ts reads after the login (kept apart so the two share no chunk). */
const RETURN_TO_KEY = 'fair:returnTo'

/** Sends a visitor who is not signed in to the login of the link, to come back to `path` afterwards. */
export function signInAndReturn(path: string): void {
  try {
    sessionStorage.setItem(RETURN_TO_KEY, path)
  } catch {
    // Without storage the visitor still signs in and goes where the rules say.
  }
  navigate('/registration', parseQuery(linkToQuery($link.get())), { replace: true })
}
