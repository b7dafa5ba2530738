/*
 * The webhook commands of `npm run admin` (issue 20, docs/webhooks.md): endpoints per exhibition (added, turned off and
 * on, their secret rotated, removed), their deliveries with every attempt, sending one again, and pruning what was
 * delivered. Registered in admin.ts' command table.
 */
import { webhookDeliveryListSchema, webhookEndpointCreateSchema, webhookSecretRotateSchema, WEBHOOK_EVENT_TYPES, WEBHOOK_SECRET_OVERLAP_HOURS_MAX } from '@fairpass/core/validation'
import { call, checked as kitChecked, requireExhibition, UsageError, type Command, type Io, type Values } from './adminKit'

const WEBHOOKS = 'Webhooks (over HTTP, against a running server; docs/webhooks.md)'

interface Envelope {
  data: any
}

/** What a webhook command uses of the kit: the API call and the shared schema check, named by this command's flags. */
interface WebhookCli {
  values: Values
  out(line: string): void
  exhibition(): string
  check<T>(schema: { safeParse(input: unknown): { success: boolean; data?: T; error?: any } }, input: unknown): T
  call(method: string, path: string, body?: unknown): Promise<Envelope>
  usage(message: string): Error
}

function cliOf(io: Io, values: Values): WebhookCli {
  return {
    values,
    out: (line) => io.out(line),
    exhibition: () => requireExhibition(values),
    check: (schema, input) => kitChecked(schema, input, values),
    call: (method, path, body) => call(io, values, method, path, body),
    usage: (message) => new UsageError(message),
  }
}

/** The shared check, its refusals named by this command's options (the schema's fields are the API's). */
function checked<T>(cli: WebhookCli, schema: Parameters<WebhookCli['check']>[0], input: unknown): T {
  try {
    return cli.check(schema, input) as T
  } catch (error) {
    const message = (error as Error).message.replace(/^--events(\.\d+)?:/gm, '--event:').replace(/^--endpointId:/m, '--endpoint:').replace(/^--limit:/m, '--size:').replace(/^--overlapHours:/m, '--overlap-hours:')
    throw cli.usage(message)
  }
}

const base = (cli: WebhookCli) => `/api/admin/exhibitions/${encodeURIComponent(cli.exhibition())}`

function table(cli: WebhookCli, rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  for (const row of rows) cli.out(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd())
}

async function webhooksList(cli: WebhookCli): Promise<void> {
  const { data } = await cli.call('GET', `${base(cli)}/webhooks`)
  if (cli.values.json) return cli.out(JSON.stringify(data, null, 2))
  cli.out(`Exhibition ${cli.exhibition()}: ${data.length} webhook endpoint(s)`)
  if (data.length === 0) return cli.out('  (none; add one with webhook-add)')
  const until = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '')
  table(cli, [
    ['id', 'url', 'enabled', 'secret', 'events', 'old secret signs until'],
    ...data.map((row: any) => [row.id, row.url, row.enabled ? 'yes' : 'no', row.secretHint, row.events.join(','), until(row.previousSecretUntil)]),
  ])
}

async function webhookAdd(cli: WebhookCli): Promise<void> {
  const events = (cli.values.event ?? []).flatMap((entry) => entry.split(',')).map((entry) => entry.trim()).filter(Boolean)
  const request = checked<{ url: string; events: string[]; description: string }>(cli, webhookEndpointCreateSchema, {
    url: cli.values.url,
    events: events.includes('all') ? [...WEBHOOK_EVENT_TYPES] : events,
    description: cli.values.description,
  })
  const { data } = await cli.call('POST', `${base(cli)}/webhooks`, request)
  if (cli.values.json) return cli.out(JSON.stringify(data, null, 2))
  cli.out(`Endpoint ${data.id} added: ${data.url}`)
  cli.out(`  events: ${data.events.join(', ')}`)
  cli.out(`  signing secret (shown this once; keep it with the receiver): ${data.secret}`)
}

function endpointId(cli: WebhookCli): string {
  const id = cli.values.id?.trim()
  if (!id) throw cli.usage('--id <endpoint id> is required (webhooks lists them)')
  return id
}

async function webhookRemove(cli: WebhookCli): Promise<void> {
  const id = endpointId(cli)
  await cli.call('DELETE', `${base(cli)}/webhooks/${encodeURIComponent(id)}`)
  cli.out(`Endpoint ${id} removed.`)
}

async function webhookEnabled(cli: WebhookCli, enabled: boolean): Promise<void> {
  const id = endpointId(cli)
  const { data } = await cli.call('PUT', `${base(cli)}/webhooks/${encodeURIComponent(id)}/enabled`, { enabled })
  if (cli.values.json) return cli.out(JSON.stringify(data, null, 2))
  if (enabled) cli.out(`Endpoint ${data.id} enabled: its held deliveries are sent now, with a new 24 h of retries.`)
  else cli.out(`Endpoint ${data.id} disabled: nothing is sent to it, and events from now on are not kept for it. Its pending deliveries wait for webhook-enable.`)
}

async function webhookRotateSecret(cli: WebhookCli): Promise<void> {
  const id = endpointId(cli)
  const request = checked<{ overlapHours: number }>(cli, webhookSecretRotateSchema, { overlapHours: cli.values['overlap-hours'] })
  const { data } = await cli.call('POST', `${base(cli)}/webhooks/${encodeURIComponent(id)}/rotate-secret`, request)
  if (cli.values.json) return cli.out(JSON.stringify(data, null, 2))
  cli.out(`Endpoint ${data.id}: new signing secret (shown this once; keep it with the receiver): ${data.secret}`)
  cli.out(data.previousSecretUntil ? `  the old secret also signs every request until ${data.previousSecretUntil.slice(0, 19).replace('T', ' ')} UTC` : '  the old secret no longer signs anything')
}

async function webhookPrune(cli: WebhookCli): Promise<void> {
  const { data } = await cli.call('POST', `${base(cli)}/webhook-events/prune`, {})
  if (cli.values.json) return cli.out(JSON.stringify(data, null, 2))
  cli.out(`Exhibition ${cli.exhibition()}: ${data.deleted} delivered event(s) older than ${data.retentionDays} days deleted.`)
}

function describeDelivery(cli: WebhookCli, delivery: any): void {
  const when = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '')
  const next = delivery.state === 'pending' ? `, next try ${when(delivery.nextAttemptAt)}` : ''
  cli.out(`${delivery.id}  ${delivery.eventType}  ${delivery.state}  ${delivery.attempts} attempt(s)${next}`)
  cli.out(`  event ${delivery.eventId} → ${delivery.url}`)
  for (const attempt of delivery.history) {
    cli.out(`    #${attempt.attempt}  ${when(attempt.at)}  ${attempt.status ?? '—'}  ${attempt.error ?? 'ok'}  ${attempt.durationMs} ms`)
  }
}

async function webhookDeliveries(cli: WebhookCli): Promise<void> {
  const query = checked<{ state?: string; endpointId?: string; limit: number }>(cli, webhookDeliveryListSchema, { state: cli.values.state, endpointId: cli.values.endpoint, limit: cli.values.size })
  const search = new URLSearchParams({ limit: String(query.limit) })
  if (query.state) search.set('state', query.state)
  if (query.endpointId) search.set('endpointId', query.endpointId)
  const { data } = await cli.call('GET', `${base(cli)}/webhook-deliveries?${search}`)
  if (cli.values.json) return cli.out(JSON.stringify(data, null, 2))
  cli.out(`Exhibition ${cli.exhibition()}: ${data.total} deliver${data.total === 1 ? 'y' : 'ies'}${query.state ? ` ${query.state}` : ''}, newest first`)
  if (data.deliveries.length === 0) return cli.out('  (none)')
  for (const delivery of data.deliveries) describeDelivery(cli, delivery)
}

async function webhookRedeliver(cli: WebhookCli): Promise<void> {
  const id = cli.values.id?.trim()
  if (!id) throw cli.usage('--id <delivery id> is required (webhook-deliveries lists them)')
  const { data } = await cli.call('POST', `${base(cli)}/webhook-deliveries/${encodeURIComponent(id)}/redeliver`, {})
  if (cli.values.json) return cli.out(JSON.stringify(data, null, 2))
  cli.out(`Delivery ${data.id} of event ${data.eventId} will be sent again now (same webhook-id).`)
}

export const webhookCommands: Command[] = [
  {
    name: 'webhooks',
    group: WEBHOOKS,
    usage: '--exhibition <id>',
    summary: "the exhibition's endpoints with the events each receives",
    example: 'npm run admin -- webhooks --exhibition 1010',
    run: (io, values) => webhooksList(cliOf(io, values)),
  },
  {
    name: 'webhook-add',
    group: WEBHOOKS,
    usage: '--exhibition <id> --url https://… --event <type> [--event <type> …] [--description "…"]',
    summary: 'adds an endpoint; prints its signing secret once',
    help: `  --event          repeat it, or comma-separate; "all" subscribes to every type:\n                   ${WEBHOOK_EVENT_TYPES.join(', ')}\n  --url            https, a public address (a demo server also takes http://127.0.0.1…)`,
    example: 'npm run admin -- webhook-add --exhibition 1010 --url https://crm.example.com/fairpass --event order.paid --event ticket.issued',
    run: (io, values) => webhookAdd(cliOf(io, values)),
  },
  {
    name: 'webhook-remove',
    group: WEBHOOKS,
    usage: '--exhibition <id> --id <endpoint id>',
    summary: 'stops sending to it (its pending deliveries go too)',
    example: 'npm run admin -- webhook-remove --exhibition 1010 --id <endpoint id>',
    run: (io, values) => webhookRemove(cliOf(io, values)),
  },
  {
    name: 'webhook-disable',
    group: WEBHOOKS,
    usage: '--exhibition <id> --id <endpoint id>',
    summary: 'stops sending to it, keeping its secret and history; events meanwhile are not kept for it',
    help: '  Deliveries already pending wait (they neither fail nor are sent) until webhook-enable.',
    example: 'npm run admin -- webhook-disable --exhibition 1010 --id <endpoint id>',
    run: (io, values) => webhookEnabled(cliOf(io, values), false),
  },
  {
    name: 'webhook-enable',
    group: WEBHOOKS,
    usage: '--exhibition <id> --id <endpoint id>',
    summary: 'sends to it again: its waiting deliveries now, with a new 24 h of retries',
    example: 'npm run admin -- webhook-enable --exhibition 1010 --id <endpoint id>',
    run: (io, values) => webhookEnabled(cliOf(io, values), true),
  },
  {
    name: 'webhook-rotate-secret',
    group: WEBHOOKS,
    usage: '--exhibition <id> --id <endpoint id> [--overlap-hours 24]',
    summary: 'a new signing secret, printed once; the old one keeps signing beside it for the overlap',
    help: `  --overlap-hours  0 to ${WEBHOOK_SECRET_OVERLAP_HOURS_MAX}; while it lasts each request carries both signatures, so the
                   receiver may switch secrets at any time in it. 0: the old secret stops at once (it leaked).`,
    example: 'npm run admin -- webhook-rotate-secret --exhibition 1010 --id <endpoint id> --overlap-hours 48',
    run: (io, values) => webhookRotateSecret(cliOf(io, values)),
  },
  {
    name: 'webhook-deliveries',
    group: WEBHOOKS,
    usage: '--exhibition <id> [--state pending|delivered|failed] [--endpoint <id>] [--size 50]',
    summary: 'each delivery with its attempts (time, HTTP status or error)',
    example: 'npm run admin -- webhook-deliveries --exhibition 1010 --state failed',
    run: (io, values) => webhookDeliveries(cliOf(io, values)),
  },
  {
    name: 'webhook-redeliver',
    group: WEBHOOKS,
    usage: '--exhibition <id> --id <delivery id>',
    summary: 'sends it again now, same event id, a new 24 h of retries',
    example: 'npm run admin -- webhook-redeliver --exhibition 1010 --id <delivery id>',
    run: (io, values) => webhookRedeliver(cliOf(io, values)),
  },
  {
    name: 'webhook-prune',
    group: WEBHOOKS,
    usage: '--exhibition <id>',
    summary: 'deletes now the delivered events older than WEBHOOK_RETENTION_DAYS (the server also does it on its own)',
    help: '  Pending, retrying and failed deliveries are kept, and their events with them.',
    example: 'npm run admin -- webhook-prune --exhibition 1010',
    run: (io, values) => webhookPrune(cliOf(io, values)),
  },
]
