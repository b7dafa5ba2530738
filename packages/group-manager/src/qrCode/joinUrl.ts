import type { GroupJoinLink } from '@fairpass/core/contract'
import { $apiBase } from '@fairpass/core/session'

/**
 * The group's join link as members open it: the FairPass app's address with the link's hash route. Embedded on a
 * partner's page the app is at the API's origin (the element routes in memory, the partner's hash is its own); in
 * the app it is this page.
 */
export function joinUrl(link: Pick<GroupJoinLink, 'path'>): string {
  const route = `#${link.path.startsWith('/') ? link.path : `/${link.path}`}`
  const apiBase = $apiBase.get().replace(/\/+$/, '')
  if (apiBase) return `${apiBase}/${route}`
  return typeof location === 'undefined' ? route : `${location.origin}${location.pathname}${route}`
}
