import { atom } from 'nanostores'
import { http } from '@fairpass/core/http'
import type { Router } from '@fairpass/core/router'
import { currentExhibition } from '../flow/exhibition'
import type { Emit } from '../flow/emit'
import type { UserCenterEntry } from '@fairpass/core/contract'

export type { UserCenterEntry }

export interface UserCenterState {
  status: 'loading' | 'ready' | 'failed'
  entries: UserCenterEntry[]
}

export const $userCenter = atom<UserCenterState>({ status: 'loading', entries: [] })

const LIST_ALL = '/api/ef-registration-config-client/userCenterConfig/listAll'

let latest = 0

/** Loads the entries for the session's exhibition in the page language; the newest call wins. */
export async function loadUserCenter(): Promise<void> {
  const exhibition = currentExhibition()
  const call = ++latest
  if (!exhibition) {
    $userCenter.set({ status: 'failed', entries: [] })
    return
  }
  $userCenter.set({ ...$userCenter.get(), status: 'loading' })
  try {
    const entries = await http.get<UserCenterEntry[]>(LIST_ALL, { ...exhibition })
    if (call !== latest) return
    $userCenter.set({ status: 'ready', entries: [...(entries ?? [])].sort((a, b) => a.sort - b.sort) })
  } catch {
    if (call === latest) $userCenter.set({ status: 'failed', entries: $userCenter.get().entries })
  }
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
