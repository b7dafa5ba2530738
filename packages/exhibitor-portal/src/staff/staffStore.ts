import { atom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { ApplicantFields, CredentialView, PreviousCredential, StaffInviteState } from '@fairpass/core/contract'
import { loadValidation } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { keyed, perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import {
  applyCredentials,
  createInvite,
  fetchCredential,
  fetchCredentials,
  fetchInviteLanding,
  fetchInviteMine,
  fetchInvites,
  fetchPreviousCredentials,
  fetchStaffEntry,
  removeCredential,
  revokeInvite,
  saveCredential,
  submitInvite,
} from '../shared/api'
import { createForm, lastPart } from '../shared/form'
import { reviewChanged } from '../shared/stores'

/** The company's badges with cap, deadline and prerequisite (/documentManagement/list). */
export const credentialsOf = perExhibition((ref) => resource(() => fetchCredentials(ref), { isEmpty: () => false }))
export const credentialOf = perExhibition((ref, id: string) => resource(() => fetchCredential(ref, id)))
export const previousCredentialsOf = perExhibition((ref) => resource(() => fetchPreviousCredentials(ref)))
export const invitesOf = perExhibition((ref) => resource(() => fetchInvites(ref)))
/** What an invite code opens: public (no login), so kept over the sign-in that follows. */
export const inviteLandingOf = keyed((code: string) => code, (code: string) => resource(() => fetchInviteLanding(code), { public: true }))
/** Where the signed-in staff member stands (spec §4 staff invite flow). */
export const inviteMineOf = perExhibition((ref) => resource(() => fetchInviteMine(ref), { isEmpty: () => false }))

/** The approved staff member's entry code (QR and 10-digit code). */
export const staffEntryOf = perExhibition((ref) => resource(() => fetchStaffEntry(ref), { isEmpty: () => false }))

/** The invite code survives the visitor's sign-in (which may route to /formInfoWap rather than back). */
const CODE_KEY = 'fair:exhInviteCode'
export function rememberInviteCode(code: string): void {
  try {
    sessionStorage.setItem(CODE_KEY, code)
  } catch {
    // Without storage the code stays in the page's address.
  }
}
export function rememberedInviteCode(): string {
  try {
    return sessionStorage.getItem(CODE_KEY) ?? ''
  } catch {
    return ''
  }
}

export interface ApplicantValues {
  name: string
  mobile: string
  email: string
  idNumber: string
  position: string
}

export const EMPTY_APPLICANT: ApplicantValues = { name: '', mobile: '', email: '', idNumber: '', position: '' }

/** A saved badge's data in the form; the ID number is never shown back, so it stays empty unless typed again. */
export const applicantValuesOf = (person: Pick<ApplicantFields, 'name' | 'mobile' | 'email' | 'position'>): ApplicantValues => ({
  name: person.name,
  mobile: person.mobile ?? '',
  email: person.email ?? '',
  idNumber: '',
  position: person.position,
})

/** The request's applicant: an empty optional field is left out (null), as the shared schema reads it. */
export const applicantInput = (values: ApplicantValues) => ({
  name: values.name.trim(),
  mobile: values.mobile.trim() || null,
  email: values.email.trim() || null,
  idNumber: values.idNumber.trim() || null,
  position: values.position.trim(),
})

export function createApplicantForm() {
  return createForm<ApplicantValues>(EMPTY_APPLICANT, async (values) => {
    const { applicantSchema, fieldErrors } = await loadValidation()
    const parsed = applicantSchema.safeParse(applicantInput(values))
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
}
export type ApplicantForm = ReturnType<typeof createApplicantForm>

/** A badge typed by the admin: a new draft (no id) or a draft/rejected one changed. */
export async function saveApplicant(ref: ExhibitionRef, form: ApplicantForm, id?: string): Promise<CredentialView | null> {
  const saved = await form.submit((values) => saveCredential(ref, applicantInput(values), id), { fields: lastPart })
  if (!saved) return null
  credentialsOf(ref).invalidate()
  credentialOf(ref, saved.id).set(saved)
  notify(t('exh.staff.saved'), 'success')
  return saved
}

/** A staff member's own data by an invitation's code; the answer says where they stand now. */
export async function submitOwnData(ref: ExhibitionRef, form: ApplicantForm, code: string): Promise<StaffInviteState | null> {
  const state = await form.submit((values) => submitInvite(ref, code, applicantInput(values)), { fields: lastPart })
  if (!state) return null
  inviteMineOf(ref).set(state)
  notify(t('exh.invite.sent'), 'success')
  return state
}

/** What the badge list is doing, so its buttons wait and say so. */
export const $staffAction = atom<'apply' | 'remove' | 'previous' | 'invite' | 'revoke' | null>(null)

async function act<T>(kind: NonNullable<ReturnType<typeof $staffAction.get>>, run: () => Promise<T>, done: string): Promise<T | null> {
  if ($staffAction.get()) return null
  $staffAction.set(kind)
  try {
    const answer = await run()
    notify(t(done), 'success')
    return answer
  } catch {
    // The HTTP layer has told the admin why, in the server's words (cap, deadline, prerequisite).
    return null
  } finally {
    $staffAction.set(null)
  }
}

/** Drafts and rejected badges applied for, all or none (caps, deadline and prerequisite are the server's). */
export async function applyFor(ref: ExhibitionRef, ids: string[]): Promise<boolean> {
  const list = await act('apply', () => applyCredentials(ref, ids), 'exh.staff.applied')
  if (!list) return false
  credentialsOf(ref).set(list)
  reviewChanged(ref)
  return true
}

export async function removeBadge(ref: ExhibitionRef, id: string): Promise<boolean> {
  const list = await act('remove', () => removeCredential(ref, id), 'exh.staff.removed')
  if (!list) return false
  credentialsOf(ref).set(list)
  credentialOf(ref, id).reset()
  return true
}

/** Someone of an earlier fair as a new draft badge (their ID number is not carried over). */
export async function addPrevious(ref: ExhibitionRef, person: PreviousCredential): Promise<boolean> {
  const saved = await act('previous', () => saveCredential(ref, applicantInput(applicantValuesOf(person))), 'exh.staff.saved')
  if (!saved) return false
  credentialsOf(ref).invalidate()
  return true
}

export async function makeInvite(ref: ExhibitionRef, maxUses: number, validDays: number) {
  const made = await act('invite', () => createInvite(ref, maxUses, validDays), 'exh.invite.made')
  if (made) invitesOf(ref).invalidate()
  return made
}

export async function stopInvite(ref: ExhibitionRef, id: string): Promise<boolean> {
  const revoked = await act('revoke', () => revokeInvite(ref, id), 'exh.invite.revoked')
  if (revoked) invitesOf(ref).invalidate()
  return revoked !== null
}
