/*
 * What every organiser command shares (scripts/admin.ts is the entry and the table of commands): the flags, the
 * call to the admin API with its envelope, input checked with the server's own schemas, and plain-text tables.
 * Command files (adminOrganiser.ts, …) import from here, never from admin.ts, so admin.ts can import them.
 */
import { parseArgs } from 'node:util'
import { fieldErrors } from '@fairpass/core/validation'
import { DEMO_ADMIN_KEY } from '../packages/server/src/features/admin/demoKey'

export interface Io {
  out(line: string): void
  err(line: string): void
  env: Record<string, string | undefined>
  fetch: typeof fetch
}

export class UsageError extends Error {}

export const options = {
  exhibition: { type: 'string' },
  account: { type: 'string' },
  'user-id': { type: 'string' },
  'register-type': { type: 'string' },
  reason: { type: 'string' },
  state: { type: 'string' },
  page: { type: 'string' },
  size: { type: 'string' },
  tenant: { type: 'string' },
  label: { type: 'string' },
  id: { type: 'string' },
  qr: { type: 'string' },
  enter: { type: 'boolean' },
  api: { type: 'string' },
  key: { type: 'string' },
  lang: { type: 'string' },
  json: { type: 'boolean' },
  add: { type: 'string' },
  remove: { type: 'string' },
  set: { type: 'string' },
  file: { type: 'string' },
  out: { type: 'string' },
  'name-cn': { type: 'string' },
  'name-en': { type: 'string' },
  'full-name-cn': { type: 'string' },
  'full-name-en': { type: 'string' },
  booth: { type: 'string', multiple: true },
  'product-cap': { type: 'string' },
  'credential-cap': { type: 'string' },
  deadline: { type: 'string' },
  dept: { type: 'string' },
  kind: { type: 'string' },
  type: { type: 'string' },
  'title-cn': { type: 'string' },
  'title-en': { type: 'string' },
  'description-cn': { type: 'string' },
  'description-en': { type: 'string' },
  code: { type: 'string' },
  'price-fen': { type: 'string' },
  stock: { type: 'string' },
  language: { type: 'string' },
  day: { type: 'string', multiple: true },
  'per-day': { type: 'string' },
  channel: { type: 'string' },
  'body-cn': { type: 'string' },
  'body-en': { type: 'string' },
  members: { type: 'boolean' },
  vehicles: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  all: { type: 'boolean' },
  // webhooks
  url: { type: 'string' },
  event: { type: 'string', multiple: true },
  description: { type: 'string' },
  endpoint: { type: 'string' },
  'overlap-hours': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

export type Values = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values']

export interface Envelope {
  code: number
  success: boolean
  msg: string
  data: any
}

export function language(values: Values): 'cn' | 'en' {
  if (values.lang === undefined || values.lang === 'en') return 'en'
  if (values.lang === 'cn') return 'cn'
  throw new UsageError('--lang must be cn or en')
}

/** Checks a request with the schema the server uses, so a mistake is caught before anything is sent. */
export function checked<T>(schema: { safeParse(input: unknown): { success: boolean; data?: T; error?: any } }, input: unknown, values: Values): T {
  const result = schema.safeParse(input)
  if (result.success) return result.data as T
  const errors = fieldErrors(result.error, language(values))
  // booths.0.area → --booth #1 (area)
  for (const field of Object.keys(errors)) {
    const booth = /^booths\.(\d+)\.(\w+)$/.exec(field)
    if (booth) {
      errors[`booth #${Number(booth[1]) + 1} (${booth[2]})`] = errors[field]
      delete errors[field]
    }
  }
  const flag: Record<string, string> = {
    account: '--account',
    userId: '--user-id',
    reason: '--reason',
    state: '--state',
    autoApprove: 'on|off',
    nameCn: '--name-cn',
    nameEn: '--name-en',
    fullNameCn: '--full-name-cn',
    fullNameEn: '--full-name-en',
    adminAccount: '--account',
    productCap: '--product-cap',
    credentialCap: '--credential-cap',
    defaultProductCap: '--product-cap',
    defaultCredentialCap: '--credential-cap',
    credentialDeadline: '--deadline',
    kind: '--kind',
    id: '--id',
    materialTypeV2: '--type',
    titleCn: '--title-cn',
    titleEn: '--title-en',
    descriptionCn: '--description-cn',
    descriptionEn: '--description-en',
    fileName: '--file',
    contentBase64: '--file',
    code: '--code',
    priceFen: '--price-fen',
    stock: '--stock',
    language: '--language',
    days: '--day',
    perDay: '--per-day',
    channel: '--channel',
    bodyCn: '--body-cn',
    bodyEn: '--body-en',
    registerType: '--register-type',
  }
  throw new UsageError(Object.entries(errors).map(([field, message]) => `${flag[field] ?? `--${field}`}: ${message}`).join('\n'))
}

export function requireExhibition(values: Values): string {
  const exhibition = values.exhibition?.trim()
  if (!exhibition) throw new UsageError('--exhibition <id> is required')
  return exhibition
}

export function target(values: Values) {
  return { account: values.account, userId: values['user-id'], registerType: values['register-type'] }
}

function send(io: Io, values: Values, method: string, path: string, body: unknown, timeoutMs: number): { api: string; response: Promise<Response> } {
  const api = (values.api || io.env.FAIRPASS_API || 'http://127.0.0.1:8080').replace(/\/+$/, '')
  const key = values.key || io.env.FAIRPASS_ADMIN_KEY || DEMO_ADMIN_KEY
  const response = io
    .fetch(`${api}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        'accept-language': language(values),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    .catch((error: Error) => {
      throw new Error(`Cannot reach the FairPass API at ${api} (${error.cause ?? error.message}). Is the server running? Set --api or FAIRPASS_API.`)
    })
  return { api, response }
}

async function envelopeOf(api: string, response: Response): Promise<Envelope> {
  let envelope: Envelope
  try {
    envelope = (await response.json()) as Envelope
  } catch {
    throw new Error(`${api} answered HTTP ${response.status} without a FairPass envelope; is --api the FairPass server?`)
  }
  if (!envelope.success) {
    const details = envelope.data?.fieldErrors ? Object.entries(envelope.data.fieldErrors).map(([field, message]) => `\n  ${field}: ${message}`).join('') : ''
    throw new Error(`Refused (${envelope.code}): ${envelope.msg}${details}`)
  }
  return envelope
}

export async function call(io: Io, values: Values, method: string, path: string, body?: unknown, timeoutMs = 30_000): Promise<Envelope> {
  const { api, response } = send(io, values, method, path, body, timeoutMs)
  return envelopeOf(api, await response)
}

/**
 * A file the server streams (the xlsx exports), written to `out` as it arrives; a refusal comes as the usual envelope.
 * Written to a neighbour first and renamed, so a broken download never leaves a half file under the name asked for.
 */
export async function download(io: Io, values: Values, path: string, out: string): Promise<{ bytes: number; headers: Headers }> {
  // A large export takes a while to write: the limit is for a server that does not answer at all.
  const { api, response: pending } = send(io, values, 'GET', path, undefined, 10 * 60_000)
  const response = await pending
  if (!response.ok || !response.body || (response.headers.get('content-type') ?? '').includes('json')) {
    await envelopeOf(api, response)
    throw new Error(`${api} answered HTTP ${response.status} without the file`)
  }
  const { createWriteStream } = await import('node:fs')
  const { rename, rm, stat } = await import('node:fs/promises')
  const { pipeline } = await import('node:stream/promises')
  const { Readable } = await import('node:stream')
  const partial = `${out}.part`
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), createWriteStream(partial))
    await rename(partial, out)
  } catch (error) {
    await rm(partial, { force: true })
    throw new Error(`The download of ${out} broke off: ${(error as Error).message}`)
  }
  return { bytes: (await stat(out)).size, headers: response.headers }
}

export const fen = (amount: number) => `¥${(amount / 100).toFixed(2)}`

export function table(io: Io, header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  for (const row of [header, ...rows]) io.out(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()}`)
}

/** A whole number typed on the command line; anything else stays as typed, so the schema names the flag. */
export const numberOf = (text: string | undefined) => (text === undefined ? undefined : /^\d+$/.test(text.trim()) ? Number(text) : text)

/**
 * One command of `npm run admin`: its row in the overview (group, usage, summary) and its own `--help` (usage,
 * the longer help, an example). A command file exports a list of these; admin.ts registers the list in one line.
 */
export interface Command {
  name: string
  /** The overview's heading it is listed under, e.g. "Review (over HTTP, against a running server)". */
  group: string
  /** The flags after the name, e.g. `--exhibition <id> [--state pending|approve|reject]`. */
  usage: string
  /** One line for the overview. */
  summary: string
  /** More for the command's own --help: the options one a line, the rules worth knowing. */
  help?: string
  /** A whole command line that works against the demo data, starting with `npm run admin -- <name>`. */
  example: string
  /** How many positional words the command takes after its name (auto-approve's on|off); none otherwise. */
  positionals?: number
  /**
   * Done (exit 0) unless it answers `{ exit }` (verify-ticket: 1 for a refused code). Not a bare number: many commands
   * end with `return io.out(…)`, whose value is whatever the caller's `out` returns.
   */
  run(io: Io, values: Values, positionals: string[]): Promise<void | { exit: number }>
}
