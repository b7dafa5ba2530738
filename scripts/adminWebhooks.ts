/*
 * The webhook commands of `npm run admin` (issue 20, docs/webhooks.md): endpoints per exhibition, their deliveries with
 * every attempt, and sending one again. admin.ts parses the options and hands each command what it needs (the API
 * call, the shared schema check), so this file does not import it back.
 */
import { webhookDeliveryListSchema, webhookEndpointCreateSchema, WEBHOOK_EVENT_TYPES } from '@fairpass/core/validation'

export const WEBHOOK_OPTIONS = {
  url: { type: 'string' },
  event: { type: 'string', multiple: true },
  description: { type: 'string' },
  endpoint: { type: 'string' },
} as const

export const WEBHOOK_HELP = `Webhooks (over HTTP, against a running server; docs/webhooks.md):
  webhooks           --exhibition <id>   the exhibition's endpoints with the events each receives
  webhook-add        --exhibition <id> --url https://… --event <type> [--event <type> …] [--description "…"]
                     prints the signing secret once; --event all subscribes to every type:
                     ${WEBHOOK_EVENT_TYPES.join(', ')}
  webhook-remove     --exhibition <id> --id <endpoint id>   stops sending to it (its pending deliveries go too)
  webhook-deliveries --exhibition <id> [--state pending|delivered|failed] [--endpoint <id>] [--size 50]
                     each delivery with its attempts (time, HTTP status or error)
  webhook-redeliver  --exhibition <id> --id <delivery id>   sends it again now, same event id, a new 24 h of retries`

interface Envelope {
  data: any
}

/** What a command gets from admin.ts. */
export interface WebhookCli {
  values: { url?: string; event?: string[]; description?: string; endpoint?: string; id?: string; state?: string; size?: string; json?: boolean }
  out(line: string): void
  exhibition(): string
  check<T>(schema: { safeParse(input: unknown): { success: boolean; data?: T; error?: any } }, input: unknown): T
  call(method: string, path: string, body?: unknown): Promise<Envelope>
  usage(message: string): Error
}

/** The shared check, its refusals named by this command's options (the schema's fields are the API's). */
function checked<T>(cli: WebhookCli, schema: Parameters<WebhookCli['check']>[0], input: unknown): T {
  try {
    return cli.check(schema, input) as T
  } catch (error) {
    const message = (error as Error).message.replace(/^--events(\.\d+)?:/gm, '--event:').replace(/^--endpointId:/m, '--endpoint:').replace(/^--limit:/m, '--size:')
    throw cli.usage(message)
  }
}

const base = (cli: WebhookCli) => `/api/admin/exhibitions/${encodeURIComponent(cli.exhibition())}`

function table(cli: WebhookCli, rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  for (const row of rows) cli.out(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd())
}

export async function webhooksList(cli: WebhookCli): Promise<void> {
  const { data } = await cli.call('GET', `${base(cli)}/webhooks`)
  if (cli.values.json) return cli.out(JSON.stringify(data, null, 2))
  cli.out(`Exhibition ${cli.exhibition()}: ${data.length} webhook endpoint(s)`)
  if (data.length === 0) return cli.out('  (none; add one with webhook-add)')
  table(cli, [['id', 'url', 'enabled', 'secret', 'events'], ...data.map((row: any) => [row.id, row.url, row.enabled ? 'yes' : 'no', row.secretHint, row.events.join(',')])])
}

export async function webhookAdd(cli: WebhookCli): Promise<void> {
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

export async function webhookRemove(cli: WebhookCli): Promise<void> {
  const id = cli.values.id?.trim()
  if (!id) throw cli.usage('--id <endpoint id> is required (webhooks lists them)')
  await cli.call('DELETE', `${base(cli)}/webhooks/${encodeURIComponent(id)}`)
  cli.out(`Endpoint ${id} removed.`)
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

export async function webhookDeliveries(cli: WebhookCli): Promise<void> {
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

export async function webhookRedeliver(cli: WebhookCli): Promise<void> {
  const id = cli.values.id?.trim()
  if (!id) throw cli.usage('--id <delivery id> is required (webhook-deliveries lists them)')
  const { data } = await cli.call('POST', `${base(cli)}/webhook-deliveries/${encodeURIComponent(id)}/redeliver`, {})
  if (cli.values.json) return cli.out(JSON.stringify(data, null, 2))
  cli.out(`Delivery ${data.id} of event ${data.eventId} will be sent again now (same webhook-id).`)
}
