import { describe, expect, it } from 'vitest'
import { deliverUntilTaken } from './index'

const answers = (statuses: number[]) => {
  const sent: number[] = []
  return {
    sent,
    send: async () => {
      const status = statuses[sent.length]
      sent.push(status)
      return { status, body: `answer ${status}` }
    },
  }
}

describe('the sandbox callback, sent again as a provider would', () => {
  it('is sent again after a 5xx (the database away for a moment) until it is taken', async () => {
    const notify = answers([503, 500, 200])
    await deliverUntilTaken(notify.send, [0, 0, 0])
    expect(notify.sent).toEqual([503, 500, 200])
  })

  it('stops at a refusal (4xx) and when the pauses are used up', async () => {
    const refused = answers([401, 200])
    await expect(deliverUntilTaken(refused.send, [0, 0])).rejects.toThrow('sandbox callback refused: 401')
    expect(refused.sent).toEqual([401])
    const down = answers([503, 503, 503, 200])
    await expect(deliverUntilTaken(down.send, [0, 0])).rejects.toThrow('sandbox callback refused: 503')
    expect(down.sent).toHaveLength(3)
  })
})
