import { interpolate } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import type { Language } from '../../language'

/*
 * What the receiver of a gift or a transfer reads by SMS or e-mail, in the sender's page language (the receiver may
 * never have opened the app). A failed delivery does not undo the gift: the sender also has the link to pass on.
 */

const texts = {
  en: {
    giftSubject: '{sender} sent you {quantity} ticket(s) for {exhibition}',
    giftText: '{sender} sent you {quantity} × {ticketType} for {exhibition}. Open {link} and sign in with this phone number to receive it.',
    transferSubject: 'A ticket for {exhibition} was transferred to you',
    transferText: '{sender} transferred a {ticketType} ticket for {exhibition} to you. Sign in with this account to see it in your wallet: {link}',
  },
  cn: {
    giftSubject: '{sender}赠送给您{quantity}张{exhibition}门票',
    giftText: '{sender}赠送给您{quantity}张{exhibition}「{ticketType}」。请打开 {link} 并使用本手机号登录领取。',
    transferSubject: '有一张{exhibition}门票转让给您',
    transferText: '{sender}将一张{exhibition}「{ticketType}」转让给您。请使用本账号登录，在票夹中查看：{link}',
  },
} satisfies Record<Language, Record<string, string>>

export interface NoticeValues {
  sender: string
  exhibition: string
  ticketType: string
  quantity?: number
  link: string
}

export async function sendMoveNotice(
  ctx: AppContext,
  kind: 'gift' | 'transfer',
  language: Language,
  to: string,
  values: NoticeValues,
): Promise<boolean> {
  const words = texts[language]
  const params = { ...values, quantity: values.quantity ?? 1 }
  const subject = interpolate(kind === 'gift' ? words.giftSubject : words.transferSubject, params)
  const text = interpolate(kind === 'gift' ? words.giftText : words.transferText, params)
  try {
    await ctx.notifier.send({ channel: to.includes('@') ? 'email' : 'sms', to, subject, text })
    return true
  } catch {
    return false
  }
}

/** The app path of the gift link. The capability travels as `giftToken`: the router takes `token` for a sign-in token. */
export function giftLinkPath(gift: { tenantId: string; exhibitionId: string; id: string; token: string }, language: Language): string {
  const params = new URLSearchParams({
    tenantId: gift.tenantId,
    exhibitionId: gift.exhibitionId,
    ticketGiveRecordId: gift.id,
    giftToken: gift.token,
    languageType: language,
    registrationSource: 'giveCard',
  })
  return `/#/ticket/receive/complimentaryTickets?${params}`
}

export function walletLinkPath(tenantId: string, exhibitionId: string, language: Language): string {
  return `/#/wallet?${new URLSearchParams({ tenantId, exhibitionId, languageType: language })}`
}
