import type { SubordinateRegistrationState } from '@fairpass/core/contract'
import { SUBORDINATES_DEFAULT_MAX, SUBORDINATES_HARD_MAX, type GroupMemberInput } from '@fairpass/core/validation'

/* The subordinate accounts' rules as plain functions: the cap, a subordinate's state, the profile the leader gives. */

/** The exhibition's cap per leader (`functionConfig.subordinateMax`), never above the hard maximum; the default when unset or nonsense. */
export function subordinateMaxOf(functionConfig: Record<string, unknown>): number {
  const configured = Number(functionConfig.subordinateMax)
  if (!Number.isInteger(configured) || configured < 1) return SUBORDINATES_DEFAULT_MAX
  return Math.min(configured, SUBORDINATES_HARD_MAX)
}

/** How far the subordinate's registration got (the leader submits it on creation, so at least pending). */
export function subordinateStateOf(registration: { completeResult: string; examineResult: string | null } | undefined): SubordinateRegistrationState {
  if (!registration || registration.completeResult !== 'succ') return 'incomplete'
  if (registration.examineResult === 'approve' || registration.examineResult === 'reject') return registration.examineResult
  return 'pending'
}

/** The registration profile the leader's details make (the exhibition form's names: name, company, and contact). */
export function profileOf(person: GroupMemberInput): Record<string, unknown> {
  return {
    name: person.name,
    company: person.company,
    ...(person.title ? { position: person.title } : {}),
    ...(person.mobile ? { mobile: person.mobile } : {}),
    ...(person.email ? { email: person.email.toLowerCase() } : {}),
  }
}

/** An account name is kept and compared in lower case (the schema admits only lower case; this guards the store). */
export function accountNameOf(account: string): string {
  return account.trim().toLowerCase()
}
