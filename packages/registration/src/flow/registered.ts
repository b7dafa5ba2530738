import { $session, type UserInfo } from '@fairpass/core/session'
import type { Emit } from './emit'
import { currentExhibition } from './exhibition'

const isComplete = (userInfo: UserInfo | null | undefined) => userInfo?.userExhibitionVO?.completeResult === 'succ'

/**
 * Announces `fair-registered` when a submit's answer turns the visitor's registration complete (the server marks
 * `completeResult: 'succ'` on the final profile submit): once, on the transition, so a later questionnaire or a
 * resubmit of an already complete registration does not announce it again. `before` is the record the page showed.
 */
export function announceIfRegistered(before: UserInfo | null, after: UserInfo, emit: Emit): boolean {
  if (!isComplete(after) || isComplete(before)) return false
  const exhibition = currentExhibition()
  const vo = after.userExhibitionVO
  emit('fair-registered', {
    userId: after.userId ?? $session.get().userId ?? '',
    exhibitionId: exhibition?.exhibitionId ?? $session.get().exhibitionId ?? '',
    registerType: vo?.registerType ?? exhibition?.registerType ?? '',
    examineResult: vo?.examineResult ?? null,
  })
  return true
}
