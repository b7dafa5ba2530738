/*
 * `npm run admin -- exhibition import <file.yaml>` and `exhibition export --exhibition <id> --out <file.yaml>` (issue
 * 20): a whole exhibition as one file (docs/exhibition-file.md). The import checks the file with the schema the server
 * uses before sending it and prints every problem with its path and its line in the file; the server checks it again
 * and writes all of it or nothing. The export writes the same format back, with the line that lets editors check it
 * against docs/exhibition-file.schema.json.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LineCounter, parseDocument, stringify, type Document } from 'yaml'
import { exhibitionFileSchema, fieldErrors, type ExhibitionFile } from '@fairpass/core/validation'
import type { ExhibitionImportResult } from '@fairpass/core/contract'
import { DEMO_ADMIN_KEY } from '../packages/server/src/features/admin/demoKey'
import { UsageError, type Command } from './adminKit'

export interface ExhibitionIo {
  out(line: string): void
  err(line: string): void
  env: Record<string, string | undefined>
  fetch: typeof fetch
}

export interface ExhibitionOptions {
  exhibition?: string
  out?: string
  api?: string
  key?: string
  lang?: string
  json?: boolean
}

/** Wrong use of the command (exit status 2), as the CLI's own usage errors. */
export class ExhibitionUsageError extends Error {}

const SCHEMA_PATH = fileURLToPath(new URL('../docs/exhibition-file.schema.json', import.meta.url))

/** A parsed file and where each of its values is, to name the line of a problem. */
interface Located {
  data: unknown
  lineOf(field: string): number | undefined
}

function locate(text: string, fileName: string): Located {
  if (fileName.toLowerCase().endsWith('.json')) return { data: JSON.parse(text), lineOf: () => undefined }
  const lineCounter = new LineCounter()
  const document: Document = parseDocument(text, { lineCounter })
  if (document.errors.length > 0) {
    const [first] = document.errors
    throw new Error(`Refused: ${fileName} is not valid YAML (line ${first.linePos?.[0].line ?? '?'}): ${first.message.split('\n')[0]}`)
  }
  return {
    data: document.toJS(),
    lineOf(field) {
      // The value at the path, else the nearest of its parents the file has (a missing field is reported at its object).
      const parts = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
      for (let length = parts.length; length > 0; length -= 1) {
        const node = document.getIn(parts.slice(0, length), true) as { range?: [number, number, number] } | undefined
        if (node?.range) return lineCounter.linePos(node.range[0]).line
      }
      return undefined
    },
  }
}

function problems(errors: Record<string, string>, located: Located, fileName: string): string {
  return Object.entries(errors)
    .map(([field, message]) => {
      const line = located.lineOf(field)
      return `  ${field}${line === undefined ? '' : ` (${path.basename(fileName)}:${line})`}: ${message}`
    })
    .join('\n')
}

function language(options: ExhibitionOptions): 'cn' | 'en' {
  if (options.lang === undefined || options.lang === 'en') return 'en'
  if (options.lang === 'cn') return 'cn'
  throw new ExhibitionUsageError('--lang must be cn or en')
}

interface Envelope<T> {
  code: number
  success: boolean
  msg: string
  data: T
}

async function call<T>(io: ExhibitionIo, options: ExhibitionOptions, method: 'GET' | 'PUT', route: string, body?: unknown): Promise<Envelope<T>> {
  const api = (options.api || io.env.FAIRPASS_API || 'http://127.0.0.1:8080').replace(/\/+$/, '')
  const key = options.key || io.env.FAIRPASS_ADMIN_KEY || DEMO_ADMIN_KEY
  let response: Response
  try {
    response = await io.fetch(`${api}${route}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'accept-language': language(options), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    })
  } catch (error) {
    throw new Error(`Cannot reach the FairPass API at ${api} (${(error as Error).cause ?? (error as Error).message}). Is the server running? Set --api or FAIRPASS_API.`)
  }
  try {
    return (await response.json()) as Envelope<T>
  } catch {
    throw new Error(`${api} answered HTTP ${response.status} without a FairPass envelope; is --api the FairPass server?`)
  }
}

const filePath = (exhibitionId: string) => `/api/admin/exhibitions/${encodeURIComponent(exhibitionId)}/file`

async function importFile(io: ExhibitionIo, options: ExhibitionOptions, fileName: string | undefined): Promise<void> {
  if (!fileName) throw new ExhibitionUsageError('exhibition import <file.yaml> needs the file')
  let text: string
  try {
    text = await readFile(fileName, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read ${fileName}: ${(error as Error).message}`)
  }
  const located = locate(text, fileName)
  const checked = exhibitionFileSchema.safeParse(located.data)
  if (!checked.success) throw new Error(`Refused: ${fileName} has errors, nothing was imported:\n${problems(fieldErrors(checked.error, language(options)), located, fileName)}`)
  const answer = await call<ExhibitionImportResult & { fieldErrors?: Record<string, string> }>(io, options, 'PUT', filePath(checked.data.id), located.data)
  if (!answer.success) {
    const details = answer.data?.fieldErrors ? `\n${problems(answer.data.fieldErrors, located, fileName)}` : ''
    throw new Error(`Refused (${answer.code}): ${answer.msg}, nothing was imported${details}`)
  }
  const result = answer.data
  if (options.json) return io.out(JSON.stringify(result, null, 2))
  const programme = result.programme ? `, programme ${result.programme.sessions} session(s) (${result.programme.updated} updated)` : ''
  io.out(
    `${result.created ? 'Created' : 'Updated'} exhibition ${result.exhibitionId} from ${fileName}: ${result.formFields} form field(s), ${result.questionnaires} questionnaire(s), ` +
      `ticket types ${result.ticketTypes.created} new / ${result.ticketTypes.updated} updated / ${result.ticketTypes.hidden} hidden, ` +
      `${result.discountCodes.written} discount code(s) (${result.discountCodes.switchedOff} switched off), companies ${result.companies.created} new / ${result.companies.updated} updated, ${result.booths} booth(s)${programme}.`,
  )
}

/** The file's text as export writes it: the editor's schema line, then the exhibition. */
export function exhibitionYaml(file: ExhibitionFile, outFile: string): string {
  const schema = path.relative(path.dirname(path.resolve(outFile)), SCHEMA_PATH).split(path.sep).join('/')
  return `# yaml-language-server: $schema=${schema}\n${stringify(file, { lineWidth: 0 })}`
}

async function exportFile(io: ExhibitionIo, options: ExhibitionOptions): Promise<void> {
  const exhibition = options.exhibition?.trim()
  if (!exhibition) throw new ExhibitionUsageError('--exhibition <id> is required')
  const out = options.out?.trim()
  if (!out && !options.json) throw new ExhibitionUsageError('--out <file.yaml> is required (or --json to print it)')
  const answer = await call<ExhibitionFile>(io, options, 'GET', filePath(exhibition))
  if (!answer.success) throw new Error(`Refused (${answer.code}): ${answer.msg}`)
  if (!out) return io.out(JSON.stringify(answer.data, null, 2))
  await writeFile(out, out.toLowerCase().endsWith('.json') ? `${JSON.stringify(answer.data, null, 2)}\n` : exhibitionYaml(answer.data, out))
  io.out(`Wrote exhibition ${exhibition} to ${out}: ${answer.data.ticketTypes.length} ticket type(s), ${answer.data.companies.length} compan(ies), ${answer.data.programme?.sessions.length ?? 0} session(s).`)
}

/** `exhibition import <file>` | `exhibition export --exhibition <id> --out <file>`. */
export async function exhibitionCommand(io: ExhibitionIo, options: ExhibitionOptions, args: string[]): Promise<void> {
  const [action, fileName, ...extra] = args
  if (extra.length > 0) throw new ExhibitionUsageError(`Unexpected argument: ${extra.join(' ')}`)
  if (action === 'import') return importFile(io, options, fileName)
  if (action === 'export') {
    if (fileName) throw new ExhibitionUsageError(`Unexpected argument: ${fileName} (the file is --out <file.yaml>)`)
    return exportFile(io, options)
  }
  throw new ExhibitionUsageError('exhibition import <file.yaml> | exhibition export --exhibition <id> --out <file.yaml>')
}

/** The command's row in `npm run admin`'s table (scripts/admin.ts). */
export const exhibitionCommands: Command[] = [
  {
    name: 'exhibition',
    group: 'Exhibition file (over HTTP, against a running server; docs/exhibition-file.md)',
    usage: 'import <file.yaml|.json> | export --exhibition <id> --out <file.yaml>',
    summary: 'creates or updates a whole exhibition from one file (checked before sending: every problem with its path and line; the server writes all of it or nothing), or writes one in the same format',
    help:
      '  import <file>    tenant, venue time zone (timeZone: Europe/Berlin; absent: kept, Asia/Shanghai for a new one),\n' +
      '                   languages, theme, login modes, registration types and forms, questionnaires, ticket\n' +
      '                   types and prices, discount codes, programme, exhibitor companies and booths; rows are matched\n' +
      '                   by their keys, so a re-import updates. Editors check the file with docs/exhibition-file.schema.json\n' +
      '  export           --exhibition <id> --out <file.yaml>: the same format back',
    example: 'npm run admin -- exhibition export --exhibition 1002 --out fair.yaml',
    positionals: 2,
    async run(io, values, args) {
      try {
        await exhibitionCommand(io, values, args)
      } catch (error) {
        if (error instanceof ExhibitionUsageError) throw new UsageError(error.message)
        throw error
      }
    },
  },
]
