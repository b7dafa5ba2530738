import { applyLink } from '@fairpass/core/session'

/** The link parameters of /invite/home (spec §2) that name the inviter. */
export interface InviteQuery {
  sourceInviteUserId?: string
  inviteUserId?: string
  fissionParentBladeUserId?: string
  inviteUserName?: string
  ticketTypeId?: string
  deptId?: string
  ticketGiveRecordId?: string
  source?: string
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Who invites: the link's sourceInviteUserId, else inviteUserId, else fissionParentBladeUserId; null when none is a user id. */
export function inviterIdOf(query: InviteQuery): string | null {
  return [query.sourceInviteUserId, query.inviteUserId, query.fissionParentBladeUserId].find((value) => value && USER_ID.test(value)) ?? null
}

/**
 * Keeps the inviter's parameters in the session's link before the registration opens (an element on a host page
 * reads its link from the page's search, not from this route's query): the registration sends them with
 * addAndGetAll and the server records the inviter once.
 */
export function keepInvitation(query: InviteQuery): void {
  const id = inviterIdOf(query)
  if (!id) return
  applyLink({
    sourceInviteUserId: query.sourceInviteUserId ?? id,
    inviteUserId: query.inviteUserId ?? id,
    fissionParentBladeUserId: query.fissionParentBladeUserId ?? id,
    ...(query.inviteUserName ? { inviteUserName: query.inviteUserName } : {}),
  })
}
