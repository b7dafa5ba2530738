import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'
import { z } from 'zod'
import type { Clock } from '../clock'
import { systemClock } from '../clock'

export type Channel = 'sms' | 'email'

export interface OutgoingMessage {
  channel: Channel
  to: string
  subject: string
  text: string
  /** The verification code carried by the message, when there is one (the dev outbox shows it). */
  code?: string
  /** Files sent with an e-mail (an issued invoice's PDF). */
  attachments?: Attachment[]
}

export interface Attachment {
  filename: string
  contentType: string
  content: Buffer
}

export interface Notifier {
  send(message: OutgoingMessage): Promise<void>
}

/** E-mail through any SMTP server given as a URL (smtp://user:pass@host:587, smtps://…). */
export class SmtpNotifier implements Notifier {
  private readonly transport: Transporter

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl)
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') throw new Error(`SmtpNotifier cannot deliver ${message.channel}`)
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, attachments: message.attachments })
  }
}

/** SMS through a gateway webhook: POSTs `{ to, text }` as JSON and expects a 2xx answer. */
export class WebhookSmsNotifier implements Notifier {
  constructor(
    private readonly webhookUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'sms') throw new Error(`WebhookSmsNotifier cannot deliver ${message.channel}`)
    const response = await this.fetchImpl(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`)
  }
}

/** Routes each message to the notifier of its channel. */
export class ChannelNotifier implements Notifier {
  constructor(private readonly byChannel: Record<Channel, Notifier>) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.byChannel[message.channel].send(message)
  }
}

/** One message as the dev outbox keeps it and /api/dev/outbox answers it (the route's reply schema). */
export const outboxEntrySchema = z.object({
  to: z.string(),
  channel: z.enum(['sms', 'email']),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  /** What was attached, without the bytes (the outbox keeps a thousand messages in memory). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
  /** Epoch ms. */
  sentAt: z.number(),
})
export type OutboxEntry = z.infer<typeof outboxEntrySchema>

/** Demo and test delivery: keeps the newest messages in memory (readable at /api/dev/outbox) and logs them. */
export class DevOutbox implements Notifier {
  static readonly capacity = 1000
  private readonly entries: OutboxEntry[] = []

  constructor(
    private readonly log?: Pick<FastifyBaseLogger, 'info'>,
    private readonly clock: Clock = systemClock,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.entries.push({
      to: message.to,
      channel: message.channel,
      subject: message.subject,
      body: message.text,
      code: message.code ?? null,
      attachments: (message.attachments ?? []).map((file) => ({ filename: file.filename, contentType: file.contentType, size: file.content.length })),
      sentAt: this.clock.now(),
    })
    if (this.entries.length > DevOutbox.capacity) this.entries.splice(0, this.entries.length - DevOutbox.capacity)
    this.log?.info({ outbox: { to: message.to, channel: message.channel, code: message.code } }, message.text)
  }

  /** Newest first; `to` compares case-insensitively so e-mail addresses match however they were typed. */
  list(to?: string): OutboxEntry[] {
    const wanted = to?.trim().toLowerCase()
    return this.entries.filter((entry) => !wanted || entry.to.toLowerCase() === wanted).reverse()
  }

  /** The code of the newest message sent to `to`, for tests. */
  lastCode(to: string): string | undefined {
    return this.list(to)[0]?.code ?? undefined
  }
}
