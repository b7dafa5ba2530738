import { atom } from 'nanostores'
import { $userInfo, type UserInfo } from '@fairpass/core/session'
import type { Router } from '@fairpass/core/router'
import { decideRoute, follow, leavePage, loadUserInfo } from '../flow/enter'
import type { Emit } from '../flow/emit'

export type ReviewState = 'loading' | 'pending' | 'approved' | 'rejected'

/** How often a visible /auditing page asks the server again while the review is pending. */
export const POLL_INTERVAL_MS = 15_000

export const $refreshing = atom(false)
/** Epoch ms of the last answer from the server. */
export const $checkedAt = atom<number | null>(null)

export function reviewStateOf(userInfo: UserInfo | null): ReviewState {
  if (!userInfo) return 'loading'
  const result = userInfo.userExhibitionVO?.examineResult
  if (result === 'approve') return 'approved'
  if (result === 'reject') return 'rejected'
  return 'pending'
}

/** Leaves /auditing when the rules now send the visitor elsewhere (approved → confirmation or further). */
export function moveOnIfDecided(userInfo: UserInfo, router: Router, emit: Emit): boolean {
  const decision = decideRoute(userInfo, router.$route.get().path)
  if (decision.type === 'route' && decision.path === '/auditing') return false
  follow(decision, leavePage, router, emit)
  return true
}

/** Asks the server for the review state now; one request at a time. */
export async function refreshReview(router: Router, emit: Emit): Promise<void> {
  if ($refreshing.get()) return
  $refreshing.set(true)
  try {
    const userInfo = await loadUserInfo()
    $checkedAt.set(Date.now())
    moveOnIfDecided(userInfo, router, emit)
  } catch {
    // Shown by the HTTP layer (a 401 has already sent the visitor to /jump); the next poll tries again.
  } finally {
    $refreshing.set(false)
  }
}

/**
 * Polls every POLL_INTERVAL_MS while the page is visible and the review pending, and at once when the page
 * becomes visible again (the visitor comes back from the mail app). Answers the stop function.
 */
export function watchReview(router: Router, emit: Emit, doc: Document = document): () => void {
  const pending = () => reviewStateOf($userInfo.get()) === 'pending'
  const timer = setInterval(() => {
    if (doc.visibilityState === 'visible' && pending()) void refreshReview(router, emit)
  }, POLL_INTERVAL_MS)
  const onVisibility = () => {
    if (doc.visibilityState === 'visible' && pending()) void refreshReview(router, emit)
  }
  doc.addEventListener('visibilitychange', onVisibility)
  return () => {
    clearInterval(timer)
    doc.removeEventListener('visibilitychange', onVisibility)
  }
}
