import { atom } from 'nanostores'

export type NoticeKind = 'error' | 'info' | 'success'

export interface Notice {
  id: string
  message: string
  kind: NoticeKind
}

/** How long a notice stays on screen. */
export const NOTICE_DURATION_MS = 3000

/** Notices on screen, oldest first. The UI package renders them. */
export const $notices = atom<readonly Notice[]>([])

const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>()
let nextId = 0

/**
 * Shows a notice for 3 s. When the same message of the same kind is already showing (several
 * requests failing at once), it is not stacked again; its 3 s restart instead. Returns its id.
 */
export function notify(message: string, kind: NoticeKind = 'error'): string {
  const showing = $notices.get().find((notice) => notice.message === message && notice.kind === kind)
  const id = showing?.id ?? `notice-${++nextId}`
  if (!showing) $notices.set([...$notices.get(), { id, message, kind }])
  clearTimeout(dismissTimers.get(id))
  dismissTimers.set(
    id,
    setTimeout(() => dismissNotice(id), NOTICE_DURATION_MS),
  )
  return id
}

export function dismissNotice(id: string): void {
  clearTimeout(dismissTimers.get(id))
  dismissTimers.delete(id)
  const remaining = $notices.get().filter((notice) => notice.id !== id)
  if (remaining.length !== $notices.get().length) $notices.set(remaining)
}
