import { atom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { SubordinateList, SubordinateView } from '@fairpass/core/contract'
import { createForm, lastPart, loadValidation } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, refusalOf, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { memberInput, type MemberValues } from '../member/memberStore'
import * as api from './api'

/* The leader's subordinate accounts: the list with the cap, one account, and the forms to open, edit and reset one. */

export const subordinatesOf = perExhibition((ref: ExhibitionRef) => resource(() => api.fetchSubordinates(ref), { isEmpty: (list: SubordinateList) => list.items.length === 0 }))
export const subordinateOf = perExhibition((ref: ExhibitionRef, id: string) => resource(() => api.fetchSubordinate(ref, id), { isEmpty: () => false }))

export function subordinatesChanged(ref: ExhibitionRef): void {
  subordinatesOf(ref).invalidate()
}

/** How full the leader's allowance is, for the count and for turning "Open a sub-account" off at the cap. */
export function capOf(list: Pick<SubordinateList, 'items' | 'max'>): { n: number; max: number; full: boolean } {
  return { n: list.items.length, max: list.max, full: list.items.length >= list.max }
}

/** What a row says: whether it signs in, how far the registration got, and the entry code once issued. */
export function subordinateStates(view: Pick<SubordinateView, 'status' | 'registration'>): string[] {
  return [`status.${view.status}`, `registration.${view.registration}`]
}

export interface SubordinateValues extends MemberValues {
  account: string
  password: string
  confirmPassword: string
}

export const EMPTY_SUBORDINATE: SubordinateValues = { account: '', password: '', confirmPassword: '', name: '', mobile: '', email: '', company: '', title: '' }

export const subordinateValuesOf = (view: SubordinateView): SubordinateValues => ({
  ...EMPTY_SUBORDINATE,
  account: view.account,
  name: view.name,
  mobile: view.mobile ?? '',
  email: view.email ?? '',
  company: view.company,
  title: view.title,
})

/** The create request (the account name as typed, trimmed: the schema tells what is wrong with it, nothing is rewritten). */
export const createInput = (values: SubordinateValues) => ({
  account: values.account.trim(),
  password: values.password,
  confirmPassword: values.confirmPassword,
  person: memberInput(values),
})

/** The form to open an account (`editing`: only the person's fields, the account and password stay as they are). */
export function createSubordinateForm(ref: ExhibitionRef, editing: boolean) {
  return createForm<SubordinateValues>(EMPTY_SUBORDINATE, async (values) => {
    const { subordinateCreateSchema, groupMemberFields, fieldErrors } = await loadValidation()
    const scope = { tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, languageType: $language.get() }
    // Editing sends the person only (subordinateUpdateSchema's `person` is the group member's fields).
    const parsed = editing ? groupMemberFields.safeParse(memberInput(values)) : subordinateCreateSchema.safeParse({ ...scope, ...createInput(values) })
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
}
export type SubordinateForm = ReturnType<typeof createSubordinateForm>

/** Opens an account or (id) changes its person; a refusal (a name taken, the cap) stays beside the form with what was typed. */
export async function saveSubordinate(ref: ExhibitionRef, form: SubordinateForm, id?: string): Promise<SubordinateView | null> {
  const saved = await form.submit((values) => (id ? api.updateSubordinate(ref, id, memberInput(values)) : api.createSubordinate(ref, createInput(values))), { fields: lastPart })
  if (!saved) return null
  subordinatesChanged(ref)
  subordinateOf(ref, saved.id).set(saved)
  notify(id ? t('subordinates.form.saved') : t('subordinates.form.created', { account: saved.account, name: saved.name }), 'success')
  return saved
}

export interface ResetValues {
  newPassword: string
  confirmPassword: string
}

export function createResetForm(ref: ExhibitionRef, userId: string) {
  return createForm<ResetValues>({ newPassword: '', confirmPassword: '' }, async (values) => {
    const { subordinateResetSchema, fieldErrors } = await loadValidation()
    const parsed = subordinateResetSchema.safeParse({ tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, languageType: $language.get(), userId, ...values })
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
}
export type ResetForm = ReturnType<typeof createResetForm>

export async function resetPassword(ref: ExhibitionRef, form: ResetForm, userId: string, account: string): Promise<boolean> {
  const done = await form.submit((values) => api.resetSubordinatePassword(ref, userId, values.newPassword, values.confirmPassword), { fields: lastPart })
  if (!done) return false
  subordinatesChanged(ref)
  notify(t('subordinates.reset.done', { account }), 'success')
  return true
}

/** Disabling, enabling or removing one: busy while it runs, the server's refusal shown beside the buttons. */
export const $acting = atom<{ busy: boolean; refusal: string }>({ busy: false, refusal: '' })

async function act<T>(run: () => Promise<T>): Promise<T | null> {
  if ($acting.get().busy) return null
  $acting.set({ busy: true, refusal: '' })
  try {
    const result = await run()
    $acting.set({ busy: false, refusal: '' })
    return result
  } catch (error) {
    $acting.set({ busy: false, refusal: refusalOf(error).message || t('core.networkError') })
    return null
  }
}

export async function setEnabled(ref: ExhibitionRef, view: SubordinateView, enabled: boolean): Promise<SubordinateView | null> {
  const updated = await act(() => api.setSubordinateEnabled(ref, view.id, enabled))
  if (!updated) return null
  subordinateOf(ref, view.id).set(updated)
  subordinatesChanged(ref)
  notify(t(enabled ? 'subordinates.detail.enabled' : 'subordinates.detail.disabled', { account: view.account }), 'success')
  return updated
}

export async function remove(ref: ExhibitionRef, view: SubordinateView): Promise<boolean> {
  const removed = await act(() => api.removeSubordinate(ref, view.id))
  if (!removed) return false
  subordinatesChanged(ref)
  notify(t('subordinates.detail.removed', { account: view.account }), 'success')
  return true
}
