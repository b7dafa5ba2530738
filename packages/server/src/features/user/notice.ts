import { interpolate } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'
import type { UserRow } from '../auth'
import type { RegistrationRow } from './tables'
import { ticketLinkUrl } from './ticketLink'

/*
 * The review outcome as the visitor reads it, by e-mail or SMS, in the language they registered in. Shared:
 * features/admin sends it on the organiser's decision, features/user on an auto-approved submit.
 */

const texts = {
  en: {
    approveSubject: 'Your registration for {exhibition} is approved',
    approveText: 'Your registration for {exhibition} has been approved. Your entry QR code: {link}',
    rejectSubject: 'Your registration for {exhibition} was not approved',
    rejectText:
      'Your registration for {exhibition} was not approved. Reason: {reason}. Open your registration link, sign in, edit your information and submit it again.',
  },
  cn: {
    approveSubject: '您的{exhibition}登记已审核通过',
    approveText: '您的{exhibition}登记已审核通过。您的入场二维码：{link}',
    rejectSubject: '您的{exhibition}登记未通过审核',
    rejectText: '您的{exhibition}登记未通过审核，原因：{reason}。请打开登记链接并登录，修改信息后重新提交。',
  },
} satisfies Record<Language, Record<string, string>>

export type ReviewOutcome = 'approve' | 'reject'

export function reviewNotice(
  outcome: ReviewOutcome,
  language: Language,
  params: { exhibition: string; reason?: string | null; link?: string },
): { subject: string; text: string } {
  const words = texts[language]
  const values = { exhibition: params.exhibition, reason: params.reason ?? '', link: params.link ?? '' }
  return outcome === 'approve'
    ? { subject: interpolate(words.approveSubject, values), text: interpolate(words.approveText, values) }
    : { subject: interpolate(words.rejectSubject, values), text: interpolate(words.rejectText, values) }
}

/** The visitor's language: the page language of the last submit, else guessed from the account (e-mail: en). */
function noticeLanguage(user: UserRow, registration: RegistrationRow): Language {
  if (registration.language === 'cn' || registration.language === 'en') return registration.language
  return user.account.includes('@') ? 'en' : 'cn'
}

/**
 * Sends the outcome to the address the visitor signed up with; an approval carries the link to the entry code.
 * A failed delivery does not undo the decision (it is recorded and shown on the visitor's page); it is reported
 * to the caller.
 */
export async function notifyVisitor(
  ctx: AppContext,
  exhibition: Exhibition,
  user: UserRow,
  registration: RegistrationRow,
  outcome: ReviewOutcome,
): Promise<boolean> {
  const byEmail = user.account.includes('@') || (!user.phone && Boolean(user.email))
  const to = byEmail ? (user.email ?? user.account) : (user.phone ?? user.account)
  const language = noticeLanguage(user, registration)
  const title = language === 'en' ? exhibition.titleEn : exhibition.titleCn
  const link = outcome === 'approve' ? ticketLinkUrl(ctx, registration, language) : undefined
  const notice = reviewNotice(outcome, language, { exhibition: title, reason: registration.examineReason, link })
  try {
    await ctx.notifier.send({ channel: byEmail ? 'email' : 'sms', to, subject: notice.subject, text: notice.text })
    return true
  } catch {
    return false
  }
}
