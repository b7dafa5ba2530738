import { describe, expect, it } from 'vitest'
import { manualClock } from '../clock'
import { ChannelNotifier, DevOutbox, WebhookSmsNotifier, type OutgoingMessage } from '.'

const sms: OutgoingMessage = { channel: 'sms', to: '13800000000', subject: 'Code', text: 'Your code is 123456', code: '123456' }

describe('WebhookSmsNotifier', () => {
  it('posts the recipient and text as JSON', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = []
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response(null, { status: 204 })
    }) as unknown as typeof fetch
    await new WebhookSmsNotifier('https://sms.example.com/send', fakeFetch).send(sms)
    expect(calls[0].url).toBe('https://sms.example.com/send')
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ to: '13800000000', text: 'Your code is 123456' })
  })

  it('fails when the gateway refuses', async () => {
    const refusing = (async () => new Response('nope', { status: 500 })) as unknown as typeof fetch
    await expect(new WebhookSmsNotifier('https://sms.example.com/send', refusing).send(sms)).rejects.toThrow(/500/)
  })
})

describe('DevOutbox', () => {
  it('keeps the newest 1000 messages, newest first, matching e-mail case-insensitively', async () => {
    const clock = manualClock(0)
    const outbox = new DevOutbox(undefined, clock)
    for (let index = 0; index < 1005; index++) {
      clock.advance(1)
      await outbox.send({ ...sms, to: index % 2 ? 'A@Example.com' : '13800000000', code: String(index) })
    }
    expect(outbox.list()).toHaveLength(1000)
    expect(outbox.list()[0].code).toBe('1004')
    expect(outbox.list('a@example.com')[0].code).toBe('1003')
    expect(outbox.lastCode('13800000000')).toBe('1004')
  })
})

describe('ChannelNotifier', () => {
  it('routes each message to its channel', async () => {
    const email = new DevOutbox()
    const text = new DevOutbox()
    await new ChannelNotifier({ email, sms: text }).send(sms)
    expect(text.list()).toHaveLength(1)
    expect(email.list()).toHaveLength(0)
  })
})
