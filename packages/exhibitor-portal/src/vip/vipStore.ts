import type { ExhibitionRef } from '@fairpass/core/area'
import type { InvitationTemplateView, InviteBatchResult, InviteRecordStatus, VipInviteView } from '@fairpass/core/contract'
import { loadValidation } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { withdrawNotice } from '@fairpass/core/http'
import { perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import type { InviteBatchRequest } from '@fairpass/core/validation'
import { createForm, lastPart, refusalFields } from '../shared/form'
import { fetchInviteRecords, fetchTemplates, fetchVipInvite, saveVipInvite, sendInviteBatch, uploadServiceFile } from './vipApi'

/** The organiser's templates: the same for every company, so kept over sign-outs. */
export const templatesOf = perExhibition((ref) => resource(() => fetchTemplates(ref), { public: true }))
export const vipInviteOf = perExhibition((ref) => resource(() => fetchVipInvite(ref), { isEmpty: () => false }))
/** One tab of the invitation list; '' is everybody. */
export const inviteRecordsOf = perExhibition((ref, status: InviteRecordStatus | '') => resource(() => fetchInviteRecords(ref, status || undefined), { isEmpty: (page) => page.records.length === 0 }))

/** What a buyer reads: the template with the company's data and wording put in, as the server fills it when sending. */
export function previewText(template: Pick<InvitationTemplateView, 'body'> | null, values: { company: string; booth: string; link: string; wording: string; name: string }): string {
  if (!template) return values.wording
  // The server's interpolate, repeated here: importing it would bring the whole validation module into the page.
  return template.body.replace(/\{(\w+)\}/g, (token, name: string) => (Object.hasOwn(values, name) ? values[name as keyof typeof values] : token))
}

/* ---------- The invitation's wording and image ---------- */

export interface WordingValues {
  templateId: string
  wordingCn: string
  wordingEn: string
  imageFileId: string
  /** Where the chosen image is shown (the saved one's link, or the upload's). */
  imageLink: string
}

export const wordingValuesOf = (invite: VipInviteView): WordingValues => ({
  templateId: invite.templateId ?? '',
  wordingCn: invite.wordingCn,
  wordingEn: invite.wordingEn,
  imageFileId: invite.image?.fileId ?? '',
  imageLink: invite.image?.link ?? '',
})

const wordingInput = (values: WordingValues) => ({
  templateId: values.templateId || null,
  wordingCn: values.wordingCn,
  wordingEn: values.wordingEn,
  imageFileId: values.imageFileId || null,
})

export function createWordingForm(ref: ExhibitionRef) {
  return createForm<WordingValues>({ templateId: '', wordingCn: '', wordingEn: '', imageFileId: '', imageLink: '' }, async (values) => {
    const { vipInviteSaveSchema, fieldErrors } = await loadValidation()
    const parsed = vipInviteSaveSchema.safeParse({ ...ref, languageType: $language.get(), ...wordingInput(values) })
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
}
export type WordingForm = ReturnType<typeof createWordingForm>

export async function saveWording(ref: ExhibitionRef, form: WordingForm): Promise<VipInviteView | null> {
  const saved = await form.submit((values) => saveVipInvite(ref, wordingInput(values)), { fields: lastPart })
  if (saved) vipInviteOf(ref).set(saved)
  return saved
}

/** The invite image sent alone first (the server checks 150–400 px square-ish bounds and 200 KB); its refusal in the server's words. */
export async function uploadInviteImage(ref: ExhibitionRef, file: File): Promise<{ fileId: string; link: string } | { error: string }> {
  try {
    const stored = await uploadServiceFile(ref, 'inviteImage', file)
    return { fileId: stored.fileId, link: stored.link }
  } catch (error) {
    const fields = refusalFields(error)
    if (!fields) return { error: t('exh.upload.failed') }
    withdrawNotice(error)
    return { error: fields.file ?? fields._form ?? Object.values(fields)[0] ?? t('exh.upload.failed') }
  }
}

/* ---------- Sending by SMS or e-mail ---------- */

export interface RecipientRow {
  key: number
  name: string
  address: string
}

export interface RowVerdict {
  /** The shared schema's or the server's reason, in the page language. */
  error?: string
  outcome?: 'sent' | 'skipped'
}

const requestOf = (channel: 'sms' | 'email', templateId: string, rows: RecipientRow[]): Omit<InviteBatchRequest, 'tenantId' | 'exhibitionId' | 'languageType'> => ({
  templateId,
  channel,
  recipients: rows.map((row) => ({ name: row.name, mobile: channel === 'sms' ? row.address : null, email: channel === 'email' ? row.address : null })),
})

/** The index of the recipient a problem names (`recipients.2.email`), or null for one about the whole batch. */
export function recipientIndex(path: string): number | null {
  const match = /^recipients\.(\d+)\./.exec(path)
  return match ? Number(match[1]) : null
}

/**
 * Each row is judged alone with the shared schema: the good ones are sent, a bad one stays in the form with its
 * reason (nothing typed is lost), so one wrong address does not hold back the rest of the batch.
 */
export async function judgeRows(ref: ExhibitionRef, channel: 'sms' | 'email', templateId: string, rows: RecipientRow[]): Promise<{ good: RecipientRow[]; verdicts: Map<number, RowVerdict>; formError?: string }> {
  const { inviteBatchSchema, fieldErrors } = await loadValidation()
  const language = $language.get()
  const verdicts = new Map<number, RowVerdict>()
  const good: RecipientRow[] = []
  if (!templateId) return { good, verdicts, formError: t('exh.vip.send.chooseTemplate') }
  for (const row of rows) {
    const parsed = inviteBatchSchema.safeParse({ ...ref, languageType: language, ...requestOf(channel, templateId, [row]) })
    if (parsed.success) {
      good.push(row)
      continue
    }
    const errors = fieldErrors(parsed.error, language)
    const reason = Object.entries(errors).find(([path]) => recipientIndex(path) !== null)?.[1] ?? Object.values(errors)[0]
    verdicts.set(row.key, { error: reason })
  }
  return { good, verdicts }
}

/** Sends the rows; the server's answer per recipient, or its refusal of a row (or of the batch) in its words. */
export async function sendRows(ref: ExhibitionRef, channel: 'sms' | 'email', templateId: string, rows: RecipientRow[]): Promise<{ result: InviteBatchResult | null; verdicts: Map<number, RowVerdict>; formError?: string }> {
  const verdicts = new Map<number, RowVerdict>()
  try {
    const result = await sendInviteBatch(ref, requestOf(channel, templateId, rows))
    result.results.forEach((answer, index) => {
      const row = rows[index]
      if (row) verdicts.set(row.key, { outcome: answer.outcome })
    })
    return { result, verdicts }
  } catch (error) {
    const fields = refusalFields(error)
    if (!fields) return { result: null, verdicts }
    withdrawNotice(error)
    let formError: string | undefined
    for (const [path, message] of Object.entries(fields)) {
      const index = recipientIndex(path)
      const row = index === null ? undefined : rows[index]
      if (row) verdicts.set(row.key, { error: message })
      else formError ??= message
    }
    return { result: null, verdicts, formError }
  }
}
