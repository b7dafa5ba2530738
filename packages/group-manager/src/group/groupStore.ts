import type { AreaInstance, ExhibitionRef } from '@fairpass/core/area'
import type { GroupMemberView, GroupView } from '@fairpass/core/contract'
import { createForm, lastPart, loadValidation } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { fetchGroup, fetchMembers, saveGroup } from '../shared/api'

/** The leader's group at the exhibition; null (before it is created) is an answer, not an empty list. */
export const groupOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchGroup(ref), { isEmpty: () => false }))
export const membersOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchMembers(ref)))

/** Members changed (added, removed, imported, copied): the count against the cap and the list both follow. */
export function membersChanged(ref: ExhibitionRef): void {
  groupOf(ref).invalidate()
  membersOf(ref).invalidate()
}

export type Emit = AreaInstance['emit']

/** How full the group is, for the count and for turning the add buttons off at the cap. */
export function capOf(group: Pick<GroupView, 'memberCount' | 'memberMax'>): { n: number; max: number; full: boolean } {
  return { n: group.memberCount, max: group.memberMax, full: group.memberCount >= group.memberMax }
}

/** What a member's row says: the furthest registration step, then what they hold. */
export function memberStates(member: Pick<GroupMemberView, 'registration' | 'entryCode' | 'holdsTicket'>): string[] {
  const states: string[] = [`registration.${member.registration}`]
  if (member.entryCode) states.push('entryCode')
  if (member.holdsTicket) states.push('ticket')
  return states
}

export interface GroupValues {
  name: string
  company: string
  expectedSize: string
}

export const EMPTY_GROUP: GroupValues = { name: '', company: '', expectedSize: '' }

export const groupValuesOf = (group: GroupView): GroupValues => ({ name: group.name, company: group.company, expectedSize: String(group.expectedSize) })

/** The number field's text as the schema's number; what is not a whole number stays NaN so the schema words it. */
const sizeOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

export const groupInput = (values: GroupValues) => ({ name: values.name.trim(), company: values.company.trim(), expectedSize: sizeOf(values.expectedSize) })

export function createGroupForm(ref: ExhibitionRef) {
  return createForm<GroupValues>(EMPTY_GROUP, async (values) => {
    const { groupSaveSchema, fieldErrors } = await loadValidation()
    const parsed = groupSaveSchema.safeParse({ tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, languageType: $language.get(), ...groupInput(values) })
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
}
export type GroupForm = ReturnType<typeof createGroupForm>

/** Creates the group or changes its details; the page then shows the group with its members. */
export async function saveGroupDetails(ref: ExhibitionRef, form: GroupForm, creating: boolean): Promise<GroupView | null> {
  const saved = await form.submit((values) => saveGroup(ref, groupInput(values)), { fields: lastPart })
  if (!saved) return null
  groupOf(ref).set(saved)
  if (creating) membersOf(ref).invalidate()
  notify(t(creating ? 'groups.group.created' : 'groups.group.saved'), 'success')
  return saved
}
