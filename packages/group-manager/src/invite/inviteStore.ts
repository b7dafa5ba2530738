import type { ExhibitionRef } from '@fairpass/core/area'
import type { ReferralFormType, ReferralInvitation } from '@fairpass/core/contract'
import { createForm, lastPart, loadValidation } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import type { ReferralChannel } from '@fairpass/core/validation'
import { joinUrl } from '../qrCode/joinUrl'
import { fetchInvitation, fetchRanking, fetchRecords, sendInvitation } from './api'

/** The caller's invitation (made on first read), his records with their counts, and the ranking. */
export const invitationOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchInvitation(ref), { isEmpty: () => false }))
export const recordsOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchRecords(ref), { isEmpty: () => false }))
export const rankingOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchRanking(ref), { isEmpty: () => false }))

/** The form types of spec §2 that send a message, and the channel each sends by. */
export const CHANNEL_OF: Partial<Record<ReferralFormType, ReferralChannel>> = { SHORT_MSG: 'sms', EMAIL: 'email' }

export const isFormType = (value: string): value is ReferralFormType => ['SHORT_MSG', 'EMAIL', 'QRCODE', 'LINK'].includes(value)

/** The link as people open it: the app's address with the invitation's hash route (the same as the group's QR). */
export const invitationUrl = (invitation: Pick<ReferralInvitation, 'path'>) => joinUrl(invitation)

export interface RecipientValues {
  name: string
  address: string
}

export function createRecipientForm(channel: ReferralChannel) {
  return createForm<RecipientValues>({ name: '', address: '' }, async (values) => {
    const { referralRecipientFields, fieldErrors } = await loadValidation()
    const parsed = referralRecipientFields.safeParse({ channel, ...values })
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
}
export type RecipientForm = ReturnType<typeof createRecipientForm>

/**
 * One invitation sent; a refusal (invited before, the day's cap, oneself) stays beside the form with what was typed.
 * Sent, the form empties for the next person and the records follow.
 */
export async function sendTo(ref: ExhibitionRef, channel: ReferralChannel, form: RecipientForm): Promise<boolean> {
  const sent = await form.submit((values) => sendInvitation(ref, { channel, name: values.name.trim(), address: values.address.trim() }), { fields: lastPart })
  if (!sent) return false
  const name = form.$form.get().values.name.trim()
  recordsOf(ref).invalidate()
  notify(t('invites.form.sent', { name, n: sent.sentToday, max: sent.dailyMax }), 'success')
  form.fill({ name: '', address: '' })
  return true
}
