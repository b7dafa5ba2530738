import { createHttp } from '@fairpass/core/http'
import type { LinkContext } from '@fairpass/core/link'
import type { ExhibitionRef } from '../api/types'

/*
 * register-log (spec §7): the entry a visitor came by is recorded once per link and session, and an upgrade is
 * requested only when the link says upgradeTicket=yes (spec §4). Recording never stands in the visitor's way:
 * a failed call is dropped.
 */

const LOGGED_KEY = 'fair:entryLogged'
const LOG = '/api/ef-registration-data-client/register-log/registerLog'

// Quiet: a failed log is nobody's business but ours. Kept apart from the entry pages' api module so the post-login
// code and the entry pages share no chunk (each shared chunk is a file name the login route has to carry).
const quiet = createHttp({ strict: true })

const exhibitionFields = (ref: ExhibitionRef) => ({
  tenantId: ref.tenantId,
  exhibitionId: ref.exhibitionId,
  registerType: ref.registerType,
  languageType: ref.languageType,
})

export const saveRegisterLog = (ref: ExhibitionRef, registrationSource: string | undefined, linkParams: Record<string, string>) =>
  quiet.post<{ id: string }>(`${LOG}/save`, { ...exhibitionFields(ref), registrationSource, linkParams })

export const requestTicketUpgrade = (ref: ExhibitionRef, registerLinkId: string | undefined) =>
  quiet.post<{ requested: boolean; requestedAt: number }>(`${LOG}/upgradeTicket`, { ...exhibitionFields(ref), upgradeTicket: 'yes', registerLinkId })
/** A one-time sign-in code and messaging-app identities are nobody's statistics. */
const NOT_LOGGED = new Set(['imasterCode', 'openId', 'pcJumpAccount', 'isOpenAdapt', 'isOpenGeo'])

export function logParamsOf(link: LinkContext): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries(link)) {
    if (NOT_LOGGED.has(name) || value === undefined || value === null || value === '') continue
    params[name] = String(value)
  }
  return params
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

export async function recordEntry(ref: ExhibitionRef, link: LinkContext, registrationSource: string | undefined, linkQuery: string | undefined): Promise<void> {
  const marker = `${ref.tenantId}/${ref.exhibitionId}/${ref.registerType}?${linkQuery ?? ''}`
  if (storage()?.getItem(LOGGED_KEY) === marker) return
  storage()?.setItem(LOGGED_KEY, marker)
  await saveRegisterLog(ref, registrationSource, logParamsOf(link)).catch(() => undefined)
  if (link.upgradeTicket === 'yes') await requestTicketUpgrade(ref, link.registerLinkId).catch(() => undefined)
}
