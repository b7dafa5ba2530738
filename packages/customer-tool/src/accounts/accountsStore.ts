import { atom } from 'nanostores'
import type { AreaInstance, ExhibitionRef } from '@fairpass/core/area'
import type { PermissionPage } from '@fairpass/core/contract'
import { loadValidation } from '@fairpass/core/forms'
import { withdrawNotice } from '@fairpass/core/http'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, refusalOf, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { fetchPermissions, submitPermissions, transferLeads } from '../shared/api'
import { customersChanged } from '../customers/customerStore'
import { membershipOf } from '../membership/membershipStore'

/** The company's accounts with who is authorised and the seats (the admin's page). */
export const permissionsOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchPermissions(ref), { isEmpty: () => false }))

/** The changes the admin ticked but has not sent: userId → authorised. */
export const draftOf = perExhibition((_ref: ExhibitionRef) => atom<Record<string, boolean>>({}))
export const submittingOf = perExhibition((_ref: ExhibitionRef) => atom<{ busy: boolean; error: string | null }>({ busy: false, error: null }))

/** The ticked changes against the page as the server has it (a box ticked back is no change). */
export function changesOf(page: PermissionPage | null, draft: Record<string, boolean>): { userId: string; authorised: boolean }[] {
  if (!page) return []
  return page.accounts.filter((account) => account.role === 'staff' && userIdIn(draft, account.userId) && draft[account.userId] !== account.authorised).map((account) => ({ userId: account.userId, authorised: draft[account.userId]! }))
}
const userIdIn = (draft: Record<string, boolean>, userId: string) => Object.prototype.hasOwnProperty.call(draft, userId)

/** Seats the draft would use: the server's count with the ticked changes applied. */
export function seatsAfter(page: PermissionPage, draft: Record<string, boolean>): number {
  return changesOf(page, draft).reduce((used, change) => used + (change.authorised ? 1 : -1), page.seats?.used ?? 0)
}

/**
 * Sends the ticked authorisations and take-backs at once (all or none on the server: past the seats nothing
 * changes). The host hears `fair-customer-staff-authorised`.
 */
export async function submitAuthorisations(ref: ExhibitionRef, emit: AreaInstance['emit']): Promise<boolean> {
  const permissions = permissionsOf(ref)
  const state = submittingOf(ref)
  const changes = changesOf(permissions.$store.get().data, draftOf(ref).get())
  if (!changes.length || state.get().busy) return false
  const { permissionSubmitSchema, fieldErrors } = await loadValidation()
  const parsed = permissionSubmitSchema.safeParse({ tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, languageType: $language.get(), changes })
  if (!parsed.success) {
    state.set({ busy: false, error: Object.values(fieldErrors(parsed.error, $language.get()))[0] ?? null })
    return false
  }
  state.set({ busy: true, error: null })
  try {
    permissions.set(await submitPermissions(ref, changes))
    draftOf(ref).set({})
    membershipOf(ref).invalidate()
    state.set({ busy: false, error: null })
    notify(t('customers.accounts.saved'), 'success')
    emit('fair-customer-staff-authorised', {
      exhibitionId: ref.exhibitionId,
      authorised: changes.filter((change) => change.authorised).map((change) => change.userId),
      revoked: changes.filter((change) => !change.authorised).map((change) => change.userId),
    })
    return true
  } catch (error) {
    withdrawNotice(error)
    state.set({ busy: false, error: refusalOf(error).message || t('customers.detail.failed') })
    return false
  }
}

/** Moves every lead of a departing staff member to another account; the accounts' counts load again. */
export async function moveLeads(ref: ExhibitionRef, fromUserId: string, toUserId: string) {
  const state = submittingOf(ref)
  const { leadTransferSchema, fieldErrors } = await loadValidation()
  const parsed = leadTransferSchema.safeParse({ tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, languageType: $language.get(), fromUserId, toUserId })
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, $language.get())
    state.set({ busy: false, error: errors.toUserId ?? errors.fromUserId ?? Object.values(errors)[0] ?? null })
    return null
  }
  state.set({ busy: true, error: null })
  try {
    const result = await transferLeads(ref, fromUserId, toUserId)
    state.set({ busy: false, error: null })
    permissionsOf(ref).invalidate()
    customersChanged(ref)
    notify(t('customers.transfer.done', { n: result.moved, from: result.from.name, to: result.to.name }), 'success')
    return result
  } catch (error) {
    withdrawNotice(error)
    state.set({ busy: false, error: refusalOf(error).message || t('customers.detail.failed') })
    return null
  }
}
