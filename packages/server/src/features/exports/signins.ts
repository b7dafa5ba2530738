import type { AttendanceRow } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'
import { attendance } from '../conferences'
import { type Column, type SheetSource, when } from './workbook'

/*
 * Conference sign-ins: the conference feature's attendance (what `conference-export` writes) as two sheets, the
 * sign-ins first and then every registration, waiting-list place and ticket holder per session. A programme's
 * attendance is bounded by its rooms, so it is read at once.
 */

const WORDS = {
  en: { signIns: 'Sign-ins', all: 'Attendance', sessionKey: 'Session key', session: 'Session', startsAt: 'Starts (UTC)', account: 'Account', name: 'Name', status: 'Status', position: 'Waiting list place', registeredAt: 'Registered (UTC)', signedInAt: 'Signed in (UTC)' },
  cn: { signIns: '签到', all: '报名与签到', sessionKey: '会议编号', session: '会议', startsAt: '开始时间 (UTC)', account: '账号', name: '姓名', status: '状态', position: '候补序号', registeredAt: '报名时间 (UTC)', signedInAt: '签到时间 (UTC)' },
} satisfies Record<Language, Record<string, string>>

export async function signInSheets(ctx: AppContext, exhibition: Exhibition, language: Language): Promise<SheetSource[]> {
  const words = WORDS[language]
  const { rows } = await attendance(ctx.db, { tenantId: exhibition.tenantId, exhibitionId: exhibition.id })
  const keys = ['sessionKey', 'session', 'startsAt', 'account', 'name', 'status', 'position', 'registeredAt', 'signedInAt'] as const
  const columns: Column[] = keys.map((key) => ({ key, header: words[key], width: key === 'session' ? 40 : key === 'account' ? 24 : 16 }))
  const cells = (row: AttendanceRow) => ({
    sessionKey: row.sessionKey,
    session: language === 'en' ? row.sessionTitleEn : row.sessionTitleCn,
    startsAt: when(row.startsAt),
    account: row.account,
    name: row.name,
    status: row.status,
    position: row.position,
    registeredAt: when(row.registeredAt),
    signedInAt: when(row.signedInAt),
  })
  const once = async function* <T>(value: T) {
    yield value
  }
  return [
    { name: words.signIns, columns, rows: once(rows.filter((row) => row.signedInAt).map(cells)) },
    { name: words.all, columns, rows: once(rows.map(cells)) },
  ]
}
