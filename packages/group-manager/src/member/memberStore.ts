import { atom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { GroupMemberView } from '@fairpass/core/contract'
import { createForm, lastPart, loadValidation } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { refusalOf } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { addMember, removeMember, updateMember } from '../shared/api'
import { membersChanged, membersOf, type Emit } from '../group/groupStore'

export interface MemberValues {
  name: string
  mobile: string
  email: string
  company: string
  title: string
}

export const EMPTY_MEMBER: MemberValues = { name: '', mobile: '', email: '', company: '', title: '' }

export const memberValuesOf = (member: GroupMemberView): MemberValues => ({
  name: member.name,
  mobile: member.mobile ?? '',
  email: member.email ?? '',
  company: member.company,
  title: member.title,
})

/** The request's member: an empty mobile or e-mail is left out, as the shared schema reads "not given". */
export const memberInput = (values: MemberValues) => ({
  name: values.name.trim(),
  ...(values.mobile.trim() ? { mobile: values.mobile.trim() } : {}),
  ...(values.email.trim() ? { email: values.email.trim() } : {}),
  company: values.company.trim(),
  title: values.title.trim(),
})

export function createMemberForm() {
  return createForm<MemberValues>(EMPTY_MEMBER, async (values) => {
    const { groupMemberFields, fieldErrors } = await loadValidation()
    const parsed = groupMemberFields.safeParse(memberInput(values))
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
}
export type MemberForm = ReturnType<typeof createMemberForm>

/** A member added (no id) or changed; a refusal (the cap, a contact already in the group) stays beside the form. */
export async function saveMember(ref: ExhibitionRef, form: MemberForm, emit: Emit, id?: string): Promise<GroupMemberView | null> {
  const saved = await form.submit((values) => (id ? updateMember(ref, id, memberInput(values)) : addMember(ref, memberInput(values))), { fields: lastPart })
  if (!saved) return null
  membersChanged(ref)
  if (!id) emit('fair-group-member-added', { exhibitionId: ref.exhibitionId, memberId: saved.id, source: 'manual' })
  notify(t(id ? 'groups.member.saved' : 'groups.member.added', { name: saved.name }), 'success')
  return saved
}

/** One member, read from the group's list (the contract has no single-member call). */
export const memberIn = (members: readonly GroupMemberView[] | null, id: string) => members?.find((member) => member.id === id) ?? null

export const $removing = atom<{ busy: boolean; refusal: string }>({ busy: false, refusal: '' })

export async function removeFromGroup(ref: ExhibitionRef, member: GroupMemberView): Promise<boolean> {
  if ($removing.get().busy) return false
  $removing.set({ busy: true, refusal: '' })
  try {
    await removeMember(ref, member.id)
    const members = membersOf(ref).$store.get().data
    if (members) membersOf(ref).set(members.filter((each) => each.id !== member.id))
    membersChanged(ref)
    notify(t('groups.member.removed', { name: member.name }), 'success')
    $removing.set({ busy: false, refusal: '' })
    return true
  } catch (error) {
    $removing.set({ busy: false, refusal: refusalOf(error).message || t('core.networkError') })
    return false
  }
}
