import { loginModesFor } from '@fairpass/core/journey'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'

export type CodeGrant = 'appsms' | 'appemail'
export type PolicyGrant = CodeGrant | 'password' | 'idCard'

const unavailableKey: Record<PolicyGrant, string> = {
  appsms: 'error.smsLoginUnavailable',
  // Spec §8 words it from the visitor's side: they typed an e-mail address where only phones are taken.
  appemail: 'error.emailAccountNotSupported',
  password: 'error.passwordLoginUnavailable',
  idCard: 'error.idCardLoginUnavailable',
}

/** Whether the exhibition lets visitors of this language sign in with the given grant; 409 otherwise. */
export function assertLoginModeAllowed(exhibition: Exhibition, language: Language, grant: PolicyGrant): void {
  // The client reads the same switches from both configs, the function config winning.
  if (!loginModesFor(language, { ...exhibition.pageConfig, ...exhibition.functionConfig }).includes(grant)) {
    throw new AppError(409, unavailableKey[grant])
  }
}

/**
 * Outside the registration window (opens/closes times of the exhibition) nobody signs in or asks for a code:
 * "Registration ended or not started". The stopRegistration switch is not part of this: a visitor who already
 * holds a ticket may still sign in and is routed to /closed by the post-login rules when they have none.
 */
export function assertWithinRegistrationWindow(exhibition: Exhibition, now: number): void {
  const opens = exhibition.registrationOpensAt?.getTime()
  const closes = exhibition.registrationClosesAt?.getTime()
  if ((opens !== undefined && now < opens) || (closes !== undefined && now >= closes)) {
    throw new AppError(409, 'error.registrationClosed')
  }
}
