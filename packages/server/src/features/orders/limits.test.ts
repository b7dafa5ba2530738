import { describe, expect, it } from 'vitest'
import { limitRefusal, type Held } from './limits'

const day = { id: 'day', perPersonLimit: 2, conflictGroup: 'pass' }
const held = (rows: Array<[string, string | null, number]>): Held[] => rows.map(([ticketTypeId, conflictGroup, count]) => ({ ticketTypeId, conflictGroup, count }))

describe('per-person limits on what is held', () => {
  it('admits tickets up to the limit, counting what is already held of the type', () => {
    expect(limitRefusal([], day, 2)).toBeNull()
    expect(limitRefusal(held([['day', 'pass', 1]]), day, 1)).toBeNull()
    expect(limitRefusal(held([['day', 'pass', 1]]), day, 2)).toEqual({ reason: 'limit' })
    expect(limitRefusal(held([['day', 'pass', 2]]), day, 1)).toEqual({ reason: 'limit' })
  })

  it('has no limit when the type sets none, and ignores other types without a shared group', () => {
    expect(limitRefusal(held([['day', null, 50]]), { id: 'day', perPersonLimit: null, conflictGroup: null }, 50)).toBeNull()
    expect(limitRefusal(held([['forum', null, 9]]), day, 2)).toBeNull()
  })

  it('refuses a type whose conflict group another held type shares, naming that type', () => {
    expect(limitRefusal(held([['season', 'pass', 1]]), day, 1)).toEqual({ reason: 'conflict', heldTypeId: 'season' })
    expect(limitRefusal(held([['season', 'other', 1]]), day, 1)).toBeNull()
  })
})
