/*
 * Organiser operations without a database shell (issue 20): reviewing many registrations at once, sending a
 * visitor's entry link again, and the xlsx exports. Registered in admin.ts by one line (`...organiserCommands`).
 */
import { readFile } from 'node:fs/promises'
import { BULK_REVIEW_MAX, bulkReviewRequestSchema, resendTicketRequestSchema, type BulkReviewOutcome, type ExportKind } from '@fairpass/core/validation'
import { call, checked, download, requireExhibition, table, UsageError, type Command, type Io, type Values } from './adminKit'

const REVIEW = 'Review (over HTTP, against a running server)'
const EXPORTS = 'Exports to xlsx (over HTTP, against a running server; streamed, any size)'

const HEADER = /^(account|accounts|mobile|phone|e-?mail|账号|手机|手机号|邮箱)$/i

/**
 * The accounts of a list file: a .txt with one account a line, or a .csv (comma, semicolon or tab) whose column headed
 * account, mobile or e-mail holds them, else its first column. Empty lines and lines starting with # are skipped.
 */
export function accountsOf(text: string): string[] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1').trim()))
  if (rows.length === 0) return []
  const headed = rows[0].findIndex((cell) => HEADER.test(cell))
  const column = Math.max(0, headed)
  return (headed >= 0 ? rows.slice(1) : rows).map((cells) => cells[column] ?? '').filter(Boolean)
}

async function accountFile(path: string): Promise<string[]> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new UsageError(`--file ${path}: ${(error as Error).message}`)
  }
  const accounts = accountsOf(text)
  if (accounts.length === 0) throw new UsageError(`--file ${path}: no accounts in it (one a line, or a csv column headed account)`)
  return accounts
}

const WORDS: Record<BulkReviewOutcome, { done: string; dry: string }> = {
  done: { done: 'done', dry: 'would change' },
  alreadyReviewed: { done: 'already reviewed', dry: 'already reviewed' },
  notFound: { done: 'not found', dry: 'not found' },
  incomplete: { done: 'profile not submitted', dry: 'profile not submitted' },
}

async function bulkReview(io: Io, values: Values, decision: 'approve' | 'reject'): Promise<{ exit: number }> {
  const exhibition = requireExhibition(values)
  if (values.all && values.file) throw new UsageError('give either --all (every pending registration of --register-type) or --file, not both')
  if (!values.all && !values.file) throw new UsageError('name the registrations: --all --register-type <type>, or --file <accounts.csv|txt>')
  if (values.all && !values['register-type']) throw new UsageError('--all needs --register-type <type> (e.g. visitor)')
  const accounts = values.file ? await accountFile(values.file) : undefined
  const request = checked(bulkReviewRequestSchema, { decision, reason: values.reason, registerType: values['register-type'], accounts, dryRun: values['dry-run'] ?? false }, values)
  const { data } = await call(io, values, 'POST', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/registrations/review-bulk`, request, 10 * 60_000)
  if (values.json) {
    io.out(JSON.stringify(data, null, 2))
    return { exit: data.counts.notFound > 0 ? 1 : 0 }
  }
  const what = decision === 'approve' ? 'approval' : 'rejection'
  io.out(`Exhibition ${exhibition}: ${data.dryRun ? `dry run of the ${what}, nothing changed, nobody notified` : `${what} of ${data.lines.length} registration(s)`}`)
  if (data.lines.length === 0) {
    io.out('  (none pending)')
    return { exit: 0 }
  }
  table(
    io,
    ['ACCOUNT', 'NAME', 'COMPANY', 'RESULT', 'NOTICE'],
    data.lines.map((line: any) => [
      line.account,
      line.record?.name ?? '',
      line.record?.company ?? '',
      WORDS[line.outcome as BulkReviewOutcome][data.dryRun ? 'dry' : 'done'],
      line.outcome === 'done' && !data.dryRun ? (line.notified ? 'sent' : 'FAILED') : '',
    ]),
  )
  const counts = data.counts as Record<BulkReviewOutcome, number>
  io.out(
    `${data.dryRun ? 'Would change' : 'Done'}: ${counts.done}; already reviewed: ${counts.alreadyReviewed}; not found: ${counts.notFound}; profile not submitted: ${counts.incomplete}.`,
  )
  const failed = data.lines.filter((line: any) => line.outcome === 'done' && !data.dryRun && !line.notified).length
  if (failed > 0) io.out(`Warning: ${failed} notice(s) could not be sent (see the server log); resend-ticket sends an approval's again.`)
  // A list with accounts that were not found is worth a look: exit 1 so a script notices.
  return { exit: counts.notFound > 0 ? 1 : 0 }
}

async function resendTicket(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const request = checked(resendTicketRequestSchema, { account: values.account, registerType: values['register-type'] }, values)
  const { data } = await call(io, values, 'POST', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/registrations/resend-ticket`, request)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  const who = [data.record.name, data.record.company].filter(Boolean).join(', ')
  io.out(
    data.notified
      ? `Sent the entry link to ${data.record.account}${who ? ` (${who})` : ''} again by ${data.channel === 'email' ? 'e-mail' : 'SMS'}.`
      : `The notice to ${data.record.account} could not be sent (see the server log); try again later.`,
  )
}

async function exportFile(io: Io, values: Values, kind: ExportKind): Promise<void> {
  const exhibition = requireExhibition(values)
  const out = values.out?.trim()
  if (!out || !out.toLowerCase().endsWith('.xlsx')) throw new UsageError('--out <file.xlsx> is required')
  const { bytes } = await download(io, values, `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/exports/${kind}`, out)
  io.out(`Wrote ${out} (${bytes} bytes): the ${kind} of exhibition ${exhibition}.`)
}

const EXPORTED: Array<{ kind: ExportKind; summary: string; help: string }> = [
  { kind: 'registrations', summary: 'every registration with its profile fields and review state', help: 'One row per registration: account, mobile, e-mail, register type, times, review state and reason, entry code,\nchannel, then one column per profile field of the forms (by its label) and any other answer found.' },
  { kind: 'orders', summary: 'every order with its items, amounts, refunds and times', help: 'Amounts in yuan as numbers (sum them in the spreadsheet); items as "type × quantity (day)".' },
  { kind: 'invoices', summary: 'every invoice with its number, reversal, buyer, amounts and state', help: 'Applied, issued, failed and voided invoices alike; the buyer as on the invoice.' },
  { kind: 'signins', summary: 'conference sign-ins, then every registration, waiting-list place and ticket holder per session', help: 'The same attendance as conference-export, as two sheets: Sign-ins and Attendance.' },
  { kind: 'leads', summary: "every exhibitor company's customer leads, one sheet per company", help: "A Companies sheet (membership, lead count, its sheet), then each company's leads with the columns of the\ncompany's own export (labels, follow-up, notes, survey)." },
]

export const organiserCommands: Command[] = [
  {
    name: 'approve-bulk',
    group: REVIEW,
    usage: `--exhibition <id> (--all --register-type <type> | --file <accounts.csv|txt> [--register-type <type>]) [--dry-run]`,
    summary: 'approves many registrations at once; each visitor gets the entry-code link as after a single approval',
    help:
      '  --all            every pending registration (profile submitted) of --register-type\n' +
      `  --file           the accounts of a list: one a line (.txt), or a csv column headed account/mobile/e-mail (at most ${BULK_REVIEW_MAX})\n` +
      '  --dry-run        lists what would change; nothing changes, nobody is notified\n\n' +
      'Each registration is reviewed on its own (its row locked while it is decided): one approved or rejected before is\n' +
      '"already reviewed" and left as it was, so running a list twice notifies nobody twice. Exit status 1 when an\n' +
      'account of the list was not found.',
    example: 'npm run admin -- approve-bulk --exhibition 1010 --all --register-type visitor --dry-run',
    run: (io, values) => bulkReview(io, values, 'approve'),
  },
  {
    name: 'reject-bulk',
    group: REVIEW,
    usage: `--exhibition <id> (--all --register-type <type> | --file <accounts.csv|txt> [--register-type <type>]) --reason "<why>" [--dry-run]`,
    summary: 'rejects many registrations at once with one reason; each visitor reads it and may resubmit',
    help:
      '  --all, --file, --dry-run   as approve-bulk\n' +
      '  --reason                   what every visitor of the list reads (at most 500 characters)\n\n' +
      'Only pending registrations change: an approved one keeps its entry code, a rejected one its first reason.',
    example: 'npm run admin -- reject-bulk --exhibition 1010 --file rejected.csv --reason "Not a trade visitor"',
    run: (io, values) => bulkReview(io, values, 'reject'),
  },
  {
    name: 'resend-ticket',
    group: REVIEW,
    usage: '--exhibition <id> --account <phone or e-mail> [--register-type visitor]',
    summary: "sends an approved visitor's entry link again, by SMS or e-mail as the approval went",
    help: 'A fresh link to the entry code (valid for a week). At most 3 a visitor an hour; more is refused (429) with the wait.',
    example: 'npm run admin -- resend-ticket --exhibition 1010 --account visitor@example.com',
    run: resendTicket,
  },
  ...EXPORTED.map(
    ({ kind, summary, help }): Command => ({
      name: `export-${kind}`,
      group: EXPORTS,
      usage: '--exhibition <id> --out <file.xlsx> [--lang cn|en]',
      summary,
      help: `${help}\n  --lang   the language of the headers and sheet names (default en)`,
      example: `npm run admin -- export-${kind} --exhibition 1020 --out ${kind}.xlsx`,
      run: (io, values) => exportFile(io, values, kind),
    }),
  ),
]
