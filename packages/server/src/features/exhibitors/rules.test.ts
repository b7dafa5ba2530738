import { describe, expect, it } from 'vitest'
import { INVITE_CODE_ALPHABET, inviteCodeSchema, isStrongPassword } from '@fairpass/core/validation'
import { AppError } from '../../errors'
import {
  assertCredentialApplicationOpen,
  assertCredentialRoom,
  assertPrerequisite,
  assertProductRoom,
  credentialEditable,
  credentialPrerequisite,
  inviteRefusal,
  maskMiddle,
  newFirstLoginPassword,
  newInviteCode,
  reviewAfterChange,
  staffInviteStep,
} from './rules'

function refusal(run: () => void): { status: number; key: string; params?: unknown } | null {
  try {
    run()
    return null
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { status: error.status, key: error.messageKey, params: error.params }
  }
}

describe('caps', () => {
  it('refuses a badge past the cap with "Maximum documents reached" and the cap', () => {
    expect(refusal(() => assertCredentialRoom(2, 1, 3))).toBeNull()
    expect(refusal(() => assertCredentialRoom(3, 1, 3))).toEqual({ status: 409, key: 'error.exhibitor.credentialCap', params: { n: 3 } })
    expect(refusal(() => assertCredentialRoom(1, 3, 3))).not.toBeNull()
    expect(refusal(() => assertCredentialRoom(0, 1, 0))).not.toBeNull()
  })

  it('refuses a product past the cap, copies counted all together', () => {
    expect(refusal(() => assertProductRoom(9, 1, 10))).toBeNull()
    expect(refusal(() => assertProductRoom(8, 3, 10))).toEqual({ status: 409, key: 'error.exhibitor.productCap', params: { n: 10 } })
  })
})

describe('deadline', () => {
  const deadline = new Date('2026-09-01T10:00:00Z')
  it('is open before the deadline and closed from it on; no deadline never closes', () => {
    expect(refusal(() => assertCredentialApplicationOpen(deadline, deadline.getTime() - 1))).toBeNull()
    expect(refusal(() => assertCredentialApplicationOpen(deadline, deadline.getTime()))).toEqual({ status: 409, key: 'error.documentApplicationClosed', params: undefined })
    expect(refusal(() => assertCredentialApplicationOpen(null, Date.now()))).toBeNull()
  })
})

describe('prerequisite: journal and exhibits before badges', () => {
  it('needs both submitted and not rejected, and at least one product', () => {
    expect(credentialPrerequisite('pending', 'approved', 2)).toEqual({ journalComplete: true, exhibitsComplete: true, met: true })
    expect(credentialPrerequisite('none', 'approved', 2).met).toBe(false)
    expect(credentialPrerequisite('rejected', 'approved', 2).journalComplete).toBe(false)
    expect(credentialPrerequisite('approved', 'pending', 0)).toEqual({ journalComplete: true, exhibitsComplete: false, met: false })
    expect(refusal(() => assertPrerequisite(credentialPrerequisite('none', 'none', 0)))?.key).toBe('error.exhibitor.prerequisite')
  })
})

describe('review after a change', () => {
  it('sends what the organiser decided back to review, leaves the rest', () => {
    expect(reviewAfterChange('approved')).toBe('pending')
    expect(reviewAfterChange('rejected')).toBe('pending')
    expect(reviewAfterChange('pending')).toBe('pending')
    expect(reviewAfterChange('none')).toBe('none')
  })

  it('lets the company change drafts and rejected badges only', () => {
    expect(['draft', 'pending', 'approved', 'rejected'].map((state) => credentialEditable(state as 'draft'))).toEqual([true, false, false, true])
  })
})

describe('the staff invite flow of spec §4', () => {
  it('sends the incomplete to the form, the unapproved to auditing, the approved to confirmation', () => {
    expect(staffInviteStep(null)).toBe('form')
    expect(staffInviteStep({ state: 'draft' })).toBe('auditing')
    expect(staffInviteStep({ state: 'pending' })).toBe('auditing')
    expect(staffInviteStep({ state: 'rejected' })).toBe('auditing')
    expect(staffInviteStep({ state: 'approved' })).toBe('confirmation')
  })

  it('refuses a revoked, expired, used-up invitation, and one after the badge deadline', () => {
    const now = Date.parse('2026-08-01T00:00:00Z')
    const open = { revokedAt: null, expiresAt: new Date(now + 1000), uses: 0, maxUses: 2 }
    expect(inviteRefusal(open, null, now)).toBeNull()
    expect(inviteRefusal({ ...open, revokedAt: new Date(now) }, null, now)).toBe('revoked')
    expect(inviteRefusal({ ...open, expiresAt: new Date(now) }, null, now)).toBe('expired')
    expect(inviteRefusal({ ...open, uses: 2 }, null, now)).toBe('used')
    expect(inviteRefusal(open, new Date(now), now)).toBe('closed')
  })
})

describe('codes and passwords', () => {
  it('draws invite codes the code schema accepts, from the look-alike-free alphabet', () => {
    const codes = new Set(Array.from({ length: 200 }, newInviteCode))
    expect(codes.size).toBe(200)
    for (const code of codes) {
      expect(inviteCodeSchema.parse(code)).toBe(code)
      expect([...code].every((character) => INVITE_CODE_ALPHABET.includes(character))).toBe(true)
    }
  })

  it('gives first-login passwords that meet the spec rule', () => {
    for (let index = 0; index < 50; index += 1) {
      const password = newFirstLoginPassword()
      expect(password).toHaveLength(12)
      expect(isStrongPassword(password)).toBe(true)
    }
  })

  it('masks all but the first 3 and last 2 characters', () => {
    expect(maskMiddle('110101199003074719')).toBe('110*************19')
    expect(maskMiddle('abc')).toBe('***')
    expect(maskMiddle(null)).toBeNull()
  })
})
