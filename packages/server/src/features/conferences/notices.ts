import { interpolate } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import type { Language } from '../../language'
import type { Scope } from './programme'
import { type SessionRow } from './tables'
import { wallClock } from './time'

/*
 * What a visitor on the waiting list reads by e-mail or SMS when a freed seat becomes theirs, in the language they
 * registered in. A failed delivery does not give the seat back: the agenda shows it either way.
 */

const texts = {
  en: {
    subject: 'You have a seat at {title}',
    text: 'A seat became free and is now yours: {title}, {day} {time} ({timeZone}). Your agenda: {link}. If you cannot come, cancel there so the next visitor gets the seat.',
  },
  cn: {
    subject: '您已获得{title}的座位',
    text: '有座位空出，现已为您保留：{title}，{day} {time}（{timeZone}）。我的日程：{link}。如不能出席，请在日程中取消，以便座位让给下一位观众。',
  },
} satisfies Record<Language, Record<string, string>>

export function agendaLinkPath(scope: Scope, language: Language): string {
  return `/#/conference/mySchedule?${new URLSearchParams({ tenantId: scope.tenantId, exhibitionId: scope.exhibitionId, languageType: language })}`
}

export async function sendSeatNotice(ctx: AppContext, language: Language, to: string, session: SessionRow, scope: Scope): Promise<boolean> {
  const words = texts[language]
  const local = wallClock(session.startsAt, session.timeZone)
  const params = {
    title: language === 'en' ? session.titleEn : session.titleCn,
    day: local.day,
    time: local.time,
    timeZone: session.timeZone,
    link: `${ctx.env.publicBaseUrl}${agendaLinkPath(scope, language)}`,
  }
  try {
    await ctx.notifier.send({ channel: to.includes('@') ? 'email' : 'sms', to, subject: interpolate(words.subject, params), text: interpolate(words.text, params) })
    return true
  } catch {
    return false
  }
}
