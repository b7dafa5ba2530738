import type { ResendResult } from '@fairpass/core/contract'
import type { ResendTicketRequest } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { countHit, tooManyRequests } from '../../http'
import type { Exhibition } from '../../tenancy'
import { notifyVisitor } from '../user'
import { findTarget, recordOf } from './review'

/*
 * "I never got my ticket" at the desk (issue 20): the approval notice with the link to the entry code is sent again,
 * by the channel the first one took (SMS or e-mail, the account's), with a fresh link. Limited per visitor, counted
 * in the rate-limit rows every process shares, so neither a nervous desk nor a script floods one phone.
 */

export const RESENDS_PER_VISITOR = 3
export const RESEND_WINDOW_MS = 60 * 60_000

export async function resendTicket(ctx: AppContext, exhibition: Exhibition, request: ResendTicketRequest): Promise<ResendResult> {
  const { user, registration } = await findTarget(ctx, exhibition, request)
  // Only an approved registration has an entry code to send; anything else would be a link to a refusal.
  if (registration.completeResult !== 'succ' || registration.examineResult !== 'approve' || !registration.userQr) throw new AppError(409, 'error.resendNotApproved')
  const hit = await countHit(ctx.db, `admin resend-ticket|registration:${registration.id}`, RESEND_WINDOW_MS)
  if (hit.current > RESENDS_PER_VISITOR) throw tooManyRequests(hit.ttl)
  const notified = await notifyVisitor(ctx, exhibition, user, registration, 'approve')
  const byEmail = user.account.includes('@') || (!user.phone && Boolean(user.email))
  return { record: recordOf(registration, user), channel: byEmail ? 'email' : 'sms', notified }
}
