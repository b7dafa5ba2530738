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

/**
 * A notice raised this shortly before the page changes is about what led there ("Received: the ticket is in your
 * wallet", then the wallet opens; a refused invitation, then the form): it goes along to the next page.
 */
export const NOTICE_CARRY_MS = 1000

const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>()
const raisedAt = new Map<string, number>()
let nextId = 0

/**
 * Shows a notice for 3 s. When the same message of the same kind is already showing (several
 * requests failing at once), it is not stacked again; its 3 s restart instead. Returns its id.
 */
export function notify(message: string, kind: NoticeKind = 'error'): string {
  const showing = $notices.get().find((notice) => notice.message === message && notice.kind === kind)
  const id = showing?.id ?? `notice-${++nextId}`
  if (!showing) $notices.set([...$notices.get(), { id, message, kind }])
  raisedAt.set(id, Date.now())
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
  raisedAt.delete(id)
  const remaining = $notices.get().filter((notice) => notice.id !== id)
  if (remaining.length !== $notices.get().length) $notices.set(remaining)
}

/**
 * The page changed (core/area's recipe calls this when an element's route does): the notices shown for the page the
 * visitor left go. One raised within NOTICE_CARRY_MS before the change stays for its remaining time.
 */
export function dismissPageNotices(now: number = Date.now()): void {
  for (const notice of $notices.get()) {
    if (now - (raisedAt.get(notice.id) ?? 0) >= NOTICE_CARRY_MS) dismissNotice(notice.id)
  }
}
