import { expect, type APIRequestContext } from '@playwright/test'

interface OutboxMessage {
  to: string
  channel: 'sms' | 'email'
  code?: string
  sentAt: string
}

/** Reads the newest verification code sent to a phone or e-mail from the demo server's outbox. */
export async function readCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
      const body = (await response.json()) as { data: OutboxMessage[] }
      code = body.data.find((message) => message.code)?.code
      return code
    })
    .toMatch(/^\d{6}$/)
  return code!
}

let counter = 0

/** A mainland mobile number no other test uses, so tests never share an account or a resend limit. */
export function uniquePhone(): string {
  counter += 1
  const tail = `${Date.now() % 1_000_000}${process.pid % 10}${counter % 10}`.padStart(8, '0').slice(-8)
  return `139${tail}`
}

export function uniqueEmail(): string {
  counter += 1
  return `visitor-${Date.now()}-${process.pid}-${counter}@example.com`
}

/** The link to the entry code in the newest approval notice sent to a phone or e-mail (spec §4 SMS link). */
export async function readEntryLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
      const body = (await response.json()) as { data: Array<OutboxMessage & { body: string }> }
      link = body.data.map((message) => /https?:\/\/\S+#\/smsQrCodePage\?\S+/.exec(message.body)?.[0]).find(Boolean)
      return link
    })
    .toBeTruthy()
  return link!
}
