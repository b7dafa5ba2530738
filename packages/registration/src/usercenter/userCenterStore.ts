import { http } from '@fairpass/core/http'
import { resource } from '@fairpass/core/resource'
import type { Router } from '@fairpass/core/router'
import { currentExhibition } from '../flow/exhibition'
import type { Emit } from '../flow/emit'
import type { UserCenterEntry } from '@fairpass/core/contract'

export type { UserCenterEntry }

const LIST_ALL = '/api/ef-registration-config-client/userCenterConfig/listAll'

/** The entries for the session's exhibition in the page language, in their configured order (core/resource). */
export const userCenter = resource(async () => {
  const exhibition = currentExhibition()
  if (!exhibition) throw new Error('The link names no exhibition')
  const entries = await http.get<UserCenterEntry[]>(LIST_ALL, { ...exhibition })
  return [...(entries ?? [])].sort((a, b) => a.sort - b.sort)
})
export const $userCenter = userCenter.$store

/** Loads the entries; the newest call wins. */
export async function loadUserCenter(): Promise<void> {
  await userCenter.load()
}

/**
 * An entry's path may carry a query ("/contentPage/7?from=uc"); the element's router opens it, unless the host page
 * takes the navigation over by cancelling the element's `fair-navigate`.
 */
export function openEntry(entry: UserCenterEntry, router: Router, emit: Emit): void {
  const [path, search = ''] = entry.path.split('?')
  const query = Object.fromEntries(new URLSearchParams(search))
  if (emit('fair-navigate', { path, query }, { cancelable: true })) router.navigate(path, query)
}
