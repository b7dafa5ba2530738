import { FORM_ERROR_FIELD, fieldErrors, GROUP_MEMBERS_DEFAULT_MAX, GROUP_MEMBERS_HARD_MAX, groupMemberFields, type GroupMemberInput } from '@fairpass/core/validation'
import type { GroupImportRowError, GroupMemberRegistration } from '@fairpass/core/contract'
import { messageFor } from '@fairpass/core/messages'
import type { Language } from '../../language'
import type { SheetRow } from './spreadsheet'

/* The group manager's rules as plain functions: the cap, the leader's state, a member's state, an import's rows. */

/** The exhibition's cap (`functionConfig.groupMemberMax`), never above the hard maximum; the default when unset or nonsense. */
export function memberMaxOf(functionConfig: Record<string, unknown>): number {
  const configured = Number(functionConfig.groupMemberMax)
  if (!Number.isInteger(configured) || configured < 1) return GROUP_MEMBERS_DEFAULT_MAX
  return Math.min(configured, GROUP_MEMBERS_HARD_MAX)
}

/** Spec §4 rule 6: 0 sends the leader to /groupManagement after login; a group with members has been set up. */
export function processStatusOf(memberCount: number | null): 0 | 1 {
  return memberCount && memberCount > 0 ? 1 : 0
}

/** How far a member's registration got, from the registration row's results (none: no account or no registration). */
export function registrationStateOf(registration: { completeResult: string; examineResult: string | null } | undefined): GroupMemberRegistration {
  if (!registration) return 'none'
  if (registration.completeResult !== 'succ') return 'incomplete'
  if (registration.examineResult === 'approve' || registration.examineResult === 'reject') return registration.examineResult
  return 'pending'
}

/** What identifies a person within a group: the mobile and the e-mail, compared as typed but e-mails without case. */
export function contactKeys(member: { mobile?: string | null; email?: string | null }): string[] {
  const keys: string[] = []
  if (member.mobile) keys.push(`m:${member.mobile}`)
  if (member.email) keys.push(`e:${member.email.toLowerCase()}`)
  return keys
}

export interface CheckedRows {
  good: Array<{ row: number; member: GroupMemberInput }>
  errors: GroupImportRowError[]
}

/**
 * Every row through the member form's schema; a row repeating a contact of an earlier row, or of a member already in
 * the group (`existing`), is refused with the row it repeats. Reasons are in the caller's language.
 */
export function checkRows(rows: SheetRow[], existing: ReadonlySet<string>, language: Language): CheckedRows {
  const good: CheckedRows['good'] = []
  const errors: GroupImportRowError[] = []
  const seen = new Map<string, number>()
  for (const { row, values } of rows) {
    const parsed = groupMemberFields.safeParse({ name: values.name ?? '', mobile: values.mobile, email: values.email, company: values.company ?? '', title: values.title ?? '' })
    if (!parsed.success) {
      errors.push({ row, reasons: fieldErrors(parsed.error, language) })
      continue
    }
    const keys = contactKeys(parsed.data)
    if (keys.some((key) => existing.has(key))) {
      errors.push({ row, reasons: { [FORM_ERROR_FIELD]: messageFor('error.group.duplicateMember', language) } })
      continue
    }
    const earlier = keys.map((key) => seen.get(key)).find((value) => value !== undefined)
    if (earlier !== undefined) {
      errors.push({ row, reasons: { [FORM_ERROR_FIELD]: messageFor('error.group.duplicateInFile', language, { n: earlier }) } })
      continue
    }
    for (const key of keys) seen.set(key, row)
    good.push({ row, member: parsed.data })
  }
  return { good, errors }
}
