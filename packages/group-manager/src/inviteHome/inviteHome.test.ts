import { afterEach, describe, expect, it } from 'vitest'
import { $link } from '@fairpass/core/session'
import { inviterIdOf, keepInvitation } from './inviteHome'

const ID = '0b3c6f1e-4a51-4c8e-9f0a-2d6b7e8c9a10'

afterEach(() => $link.set({}))

describe('the invitation landing', () => {
  it('finds the inviter in the link: sourceInviteUserId, else inviteUserId, else fissionParentBladeUserId; never a non-id', () => {
    expect(inviterIdOf({ sourceInviteUserId: ID })).toBe(ID)
    expect(inviterIdOf({ inviteUserId: ID })).toBe(ID)
    expect(inviterIdOf({ fissionParentBladeUserId: ID })).toBe(ID)
    expect(inviterIdOf({ sourceInviteUserId: "1' OR 1=1", fissionParentBladeUserId: ID })).toBe(ID)
    expect(inviterIdOf({})).toBeNull()
  })

  it('keeps the inviter in the session link for the registration, without changing the exhibition', () => {
    $link.set({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' })
    keepInvitation({ sourceInviteUserId: ID, inviteUserName: 'Ines' })
    expect($link.get()).toMatchObject({ tenantId: '000000', exhibitionId: '1020', sourceInviteUserId: ID, inviteUserId: ID, fissionParentBladeUserId: ID, inviteUserName: 'Ines' })
    keepInvitation({ sourceInviteUserId: 'nonsense' })
    expect($link.get().fissionParentBladeUserId).toBe(ID)
  })
})
