import { interpolate } from '@fairpass/core/validation'
import type { Language } from '../../language'

/** The review outcome as the visitor reads it, by e-mail or SMS, in the language they registered in. */
const texts = {
  en: {
    approveSubject: 'Your registration for {exhibition} is approved',
    approveText:
      'Your registration for {exhibition} has been approved. Open your registration link and sign in to see your entry QR code.',
    rejectSubject: 'Your registration for {exhibition} was not approved',
    rejectText:
      'Your registration for {exhibition} was not approved. Reason: {reason}. Open your registration link, sign in, edit your information and submit it again.',
  },
  cn: {
    approveSubject: '您的{exhibition}登记已审核通过',
    approveText: '您的{exhibition}登记已审核通过。请打开登记链接并登录，查看您的入场二维码。',
    rejectSubject: '您的{exhibition}登记未通过审核',
    rejectText: '您的{exhibition}登记未通过审核，原因：{reason}。请打开登记链接并登录，修改信息后重新提交。',
  },
} satisfies Record<Language, Record<string, string>>

export type ReviewOutcome = 'approve' | 'reject'

export function reviewNotice(
  outcome: ReviewOutcome,
  language: Language,
  params: { exhibition: string; reason?: string | null },
): { subject: string; text: string } {
  const words = texts[language]
  const values = { exhibition: params.exhibition, reason: params.reason ?? '' }
  return outcome === 'approve'
    ? { subject: interpolate(words.approveSubject, values), text: interpolate(words.approveText, values) }
    : { subject: interpolate(words.rejectSubject, values), text: interpolate(words.rejectText, values) }
}
