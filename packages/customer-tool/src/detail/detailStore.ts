import { atom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { CustomerDetail, FollowUpState } from '@fairpass/core/contract'
import { createForm, lastPart, loadValidation } from '@fairpass/core/forms'
import { withdrawNotice } from '@fairpass/core/http'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, refusalOf, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { addNote, fetchCustomer, removeNote, saveLabel, updateCustomer } from '../shared/api'
import { newClientId } from '../shared/ids'
import { customersChanged, labelsOf } from '../customers/customerStore'

/** One lead with its notes, scans and survey answers, per exhibition and id. */
export const customerOf = perExhibition((ref: ExhibitionRef, id: string) => resource(() => fetchCustomer(ref, id), { isEmpty: () => false }))

/** A change under way on the detail page and the server's words when it was refused. */
export const changeOf = perExhibition((_ref: ExhibitionRef, _id: string) => atom<{ busy: boolean; error: string | null }>({ busy: false, error: null }))

/** `done`: the words said once it is saved; none where the control itself shows the new state (a select, a box). */
async function change(ref: ExhibitionRef, id: string, send: () => Promise<CustomerDetail>, done?: string): Promise<boolean> {
  const state = changeOf(ref, id)
  if (state.get().busy) return false
  state.set({ busy: true, error: null })
  try {
    customerOf(ref, id).set(await send())
    customersChanged(ref)
    state.set({ busy: false, error: null })
    if (done) notify(t(done), 'success')
    return true
  } catch (error) {
    withdrawNotice(error)
    state.set({ busy: false, error: refusalOf(error).message || t('customers.detail.failed') })
    return false
  }
}

export const setFollowUp = (ref: ExhibitionRef, id: string, followUp: FollowUpState) => change(ref, id, () => updateCustomer(ref, id, { followUp }))

export async function setLabels(ref: ExhibitionRef, id: string, labelIds: string[]): Promise<boolean> {
  const saved = await change(ref, id, () => updateCustomer(ref, id, { labelIds }))
  if (saved) labelsOf(ref).invalidate()
  return saved
}

export const dropNote = (ref: ExhibitionRef, id: string, noteId: string) => change(ref, id, () => removeNote(ref, id, noteId), 'customers.detail.noteRemoved')

const scope = (ref: ExhibitionRef) => ({ tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, languageType: $language.get() })

/** A new note: checked by the shared schema, sent once under its client id however often the button is pressed. */
export function createNoteForm(ref: ExhibitionRef, id: string) {
  let clientNoteId = newClientId()
  const form = createForm<{ text: string }>({ text: '' }, async (values) => {
    const { customerNoteSchema, fieldErrors } = await loadValidation()
    const parsed = customerNoteSchema.safeParse({ ...scope(ref), id, clientNoteId, text: values.text })
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
  return {
    form,
    async save(): Promise<boolean> {
      const saved = await form.submit((values) => addNote(ref, id, clientNoteId, values.text.trim()), { fields: lastPart })
      if (!saved) return false
      customerOf(ref, id).set(saved)
      customersChanged(ref)
      clientNoteId = newClientId()
      form.fill({ text: '' })
      notify(t('customers.detail.noteAdded'), 'success')
      return true
    },
  }
}

/** A new label of the company (at most the contract's number), put on this lead at once. */
export function createLabelForm(ref: ExhibitionRef, id: string) {
  const form = createForm<{ name: string }>({ name: '' }, async (values) => {
    const { customerLabelSaveSchema, fieldErrors } = await loadValidation()
    const parsed = customerLabelSaveSchema.safeParse({ ...scope(ref), name: values.name })
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
  return {
    form,
    async save(current: string[]): Promise<boolean> {
      const name = form.$form.get().values.name.trim()
      const labels = await form.submit(() => saveLabel(ref, name), { fields: lastPart })
      if (!labels) return false
      labelsOf(ref).set(labels)
      const made = labels.find((label) => label.name === name)
      form.fill({ name: '' })
      return made ? setLabels(ref, id, [...new Set([...current, made.id])]) : true
    },
  }
}
