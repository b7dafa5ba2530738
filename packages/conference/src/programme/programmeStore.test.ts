import { describe, expect, it } from 'vitest'
import { ROOM, session } from '../testing/fixtures'
import { byDay, byTimeNode } from './programmeStore'

const room = (name: string) => ({ ...ROOM, id: `room-${name}`, name })

describe('byDay', () => {
  it('groups consecutive sessions of one day', () => {
    const groups = byDay([session({ id: 'a' }), session({ id: 'b' }), session({ id: 'c', day: '2026-12-26' })])
    expect(groups.map((group) => [group.day, group.sessions.map((one) => one.id)])).toEqual([
      ['2026-12-25', ['a', 'b']],
      ['2026-12-26', ['c']],
    ])
  })
})

describe('byTimeNode', () => {
  it('gathers the sessions of a day by start time, the nodes in time order and parallel sessions by room', () => {
    const late = session({ id: 'late', startsAt: '2026-12-25T06:00:00Z', localStart: '14:00', localEnd: '15:00', room: room('B') })
    const earlyB = session({ id: 'earlyB', room: room('B') })
    const earlyA = session({ id: 'earlyA', room: room('A') })
    const nextDay = session({ id: 'next', day: '2026-12-26', startsAt: '2026-12-26T01:30:00Z' })
    // Sent out of time order (a search answers by relevance): the timeline still reads by the clock.
    const days = byTimeNode([late, earlyB, nextDay, earlyA])
    expect(days.map((day) => ({ day: day.day, nodes: day.nodes.map((node) => [node.start, node.sessions.map((one) => one.id)]) }))).toEqual([
      { day: '2026-12-25', nodes: [['09:30', ['earlyA', 'earlyB']], ['14:00', ['late']]] },
      { day: '2026-12-26', nodes: [['09:30', ['next']]] },
    ])
  })

  it('gives no node for no session', () => {
    expect(byTimeNode([])).toEqual([])
  })
})
