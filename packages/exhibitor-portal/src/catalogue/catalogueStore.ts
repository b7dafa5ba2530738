import type { ExhibitionRef } from '@fairpass/core/area'
import type { JournalFields, JournalView } from '@fairpass/core/contract'
import { loadValidation } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { copyJournal, fetchJournalDraft, fetchJournalHistory, saveJournal } from '../shared/api'
import { createForm, lastPart } from '../shared/form'
import { reviewChanged } from '../shared/stores'

/** This fair's catalogue entry (the kept draft or the submitted entry), per exhibition. */
export const journalOf = perExhibition((ref) => resource(() => fetchJournalDraft(ref), { isEmpty: () => false }))

/** The company's entries of earlier fairs, newest first. */
export const journalHistoryOf = perExhibition((ref) => resource(() => fetchJournalHistory(ref)))

export const EMPTY_JOURNAL: JournalFields = {
  nameCn: '',
  nameEn: '',
  contacts: '',
  contactInformation: '',
  introductionCn: '',
  introductionEn: '',
  logoFileId: null,
  initiativeLetterAccepted: false,
}

export const fieldsOf = (view: JournalFields): JournalFields => ({
  nameCn: view.nameCn,
  nameEn: view.nameEn,
  contacts: view.contacts,
  contactInformation: view.contactInformation,
  introductionCn: view.introductionCn,
  introductionEn: view.introductionEn,
  logoFileId: view.logoFileId,
  initiativeLetterAccepted: view.initiativeLetterAccepted,
})

/**
 * The catalogue entry's form. A draft is checked only for length (journalDraftSchema); sending it to review asks
 * for every field, a logo and the initiative letter's tick (journalEntrySchema), the server's own rules.
 */
export function createJournalForm() {
  let submitting = false
  const form = createForm<JournalFields>(EMPTY_JOURNAL, async (values) => {
    const { journalDraftSchema, journalEntrySchema, fieldErrors } = await loadValidation()
    const parsed = (submitting ? journalEntrySchema : journalDraftSchema).safeParse(values)
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
  return Object.assign(form, {
    /** Which rule the next check applies: a draft's or a submission's. */
    mode(submit: boolean) {
      submitting = submit
    },
  })
}
export type JournalForm = ReturnType<typeof createJournalForm>

/**
 * Saves the form as this fair's draft (`submit: false`) or sends it to review. What was typed stays through any
 * refusal; the saved entry replaces the form's values only once the server has it.
 */
export async function saveJournalForm(ref: ExhibitionRef, form: JournalForm, submit: boolean): Promise<JournalView | null> {
  form.mode(submit)
  const saved = await form.submit((values) => saveJournal(ref, values, submit), { fields: lastPart })
  if (!saved) return null
  journalOf(ref).set(saved)
  form.fill(fieldsOf(saved))
  reviewChanged(ref)
  notify(t(submit ? 'exh.catalogue.submitted' : 'exh.catalogue.saved'), 'success')
  return saved
}

/** An earlier fair's entry copied into this fair's draft (not submitted): the form shows it to check and send. */
export async function copyFromHistory(ref: ExhibitionRef, form: JournalForm, id: string): Promise<JournalView | null> {
  try {
    const copied = await copyJournal(ref, id)
    journalOf(ref).set(copied)
    form.fill(fieldsOf(copied))
    reviewChanged(ref)
    notify(t('exh.catalogue.copied'), 'success')
    return copied
  } catch {
    // The HTTP layer has told the exhibitor why.
    return null
  }
}
