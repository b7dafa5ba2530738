import { loginModesFor } from '@fairpass/core/routing'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'

export type CodeGrant = 'appsms' | 'appemail'

const unavailableKey: Record<CodeGrant | 'password', string> = {
  appsms: 'error.smsLoginUnavailable',
  appemail: 'error.emailLoginUnavailable',
  password: 'error.passwordLoginUnavailable',
}

/** Whether the exhibition lets visitors of this language sign in with the given grant; 409 otherwise. */
export function assertLoginModeAllowed(exhibition: Exhibition, language: Language, grant: CodeGrant | 'password'): void {
  if (!loginModesFor(language, exhibition.pageConfig).includes(grant)) throw new AppError(409, unavailableKey[grant])
}
