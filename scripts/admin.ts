/*
 * The organiser's command line: `npm run admin -- <command> …`. Review commands talk to the running server's admin
 * API over HTTP (an embedded PGlite database cannot be opened by a second process); key management opens the
 * database itself, because there is no key to call the API with before the first one exists.
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { describeField, programmeProblems, readProgramme, writeAttendance } from './programmeFiles'
import {
  adminInvoiceListSchema,
  adminOrderListSchema,
  approveRequestSchema,
  autoApproveRequestSchema,
  timeZoneRequestSchema,
  adminSubmissionsQuerySchema,
  companyCapsSchema,
  companyCreateSchema,
  documentPublishSchema,
  invitationTemplateSaveSchema,
  embedOriginsSchema,
  exhibitorSettingsSchema,
  fieldErrors,
  reviewDecisionSchema,
  serviceCategorySaveSchema,
  visaDecisionSchema,
  programmeImportSchema,
  registrationListQuerySchema,
  rejectRequestSchema,
  verifyTicketSchema,
} from '@fairpass/core/validation'
import type { OriginsView } from '@fairpass/core/contract'
import { call, checked, fen, language, numberOf, options, requireExhibition, table, target, UsageError, type Command, type Io, type Values } from './adminKit'
import { organiserCommands } from './adminOrganiser'
import { webhookCommands } from './adminWebhooks'
import { exhibitionCommands } from './adminExhibition'

export type { Command, Io } from './adminKit'
import { formatRmb } from '@fairpass/core/utils'


interface ReviewRecordView {
  userId: string
  account: string
  name: string | null
  company: string | null
  registerType: string
  examineResult: string | null
  examineReason: string | null
  submittedAt: string | null
}

function describeRecord(record: ReviewRecordView): string {
  const who = [record.name, record.company].filter(Boolean).join(', ')
  return `${record.account}${who ? ` (${who})` : ''}`
}

async function list(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const query = checked(registrationListQuerySchema, { state: values.state, page: values.page, size: values.size }, values)
  const search = new URLSearchParams({ page: String(query.page), size: String(query.size) })
  if (query.state) search.set('state', query.state)
  const { data } = await call(io, values, 'GET', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/registrations?${search}`)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  const records = data.records as ReviewRecordView[]
  const pages = Math.max(1, Math.ceil(data.total / data.size))
  io.out(`Exhibition ${exhibition}: ${data.total} registration(s)${query.state ? ` in state ${query.state}` : ''}, page ${data.page} of ${pages}`)
  if (records.length === 0) return io.out('  (none)')
  const rows = records.map((record) => [
    record.examineResult ?? 'not submitted',
    record.account,
    record.name ?? '',
    record.company ?? '',
    record.submittedAt ? record.submittedAt.slice(0, 16).replace('T', ' ') : '',
    record.examineReason ?? '',
  ])
  const header = ['STATE', 'ACCOUNT', 'NAME', 'COMPANY', 'SUBMITTED (UTC)', 'REASON']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  for (const row of [header, ...rows]) io.out(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()}`)
}


async function ordersOf(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const query = checked(adminOrderListSchema, { state: values.state, limit: values.size }, values)
  const search = new URLSearchParams({ limit: String(query.limit) })
  if (query.state) search.set('state', query.state)
  const { data } = await call(io, values, 'GET', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/orders?${search}`)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Exhibition ${exhibition}: ticket types`)
  table(io, ['TYPE', 'PRICE', 'SOLD', 'QUOTA'], data.quotas.map((row: any) => [row.name, fen(row.priceFen), String(row.sold ?? '-'), String(row.total ?? 'no limit')]))
  io.out(`Orders${query.state ? ` in state ${query.state}` : ''}, newest first (at most ${query.limit}):`)
  if (data.orders.length === 0) io.out('  (none)')
  else table(io, ['ORDER', 'STATE', 'ACCOUNT', 'PAYABLE', 'CREATED (UTC)'], data.orders.map((row: any) => [row.orderNo, row.state, row.account, fen(row.payableFen), row.createdAt.slice(0, 16).replace('T', ' ')]))
  if (data.latePayments.length > 0) {
    io.out('Payments confirmed after their order had closed (returned automatically; refund the "refused" ones at the provider):')
    table(io, ['ORDER', 'AMOUNT', 'PROVIDER', 'REFERENCE', 'RETURN'], data.latePayments.map((row: any) => [row.orderNo, fen(row.amountFen), row.provider, row.providerRef ?? '', row.returned]))
  }
}

async function review(io: Io, values: Values, outcome: 'approve' | 'reject'): Promise<void> {
  const exhibition = requireExhibition(values)
  const body =
    outcome === 'approve'
      ? checked(approveRequestSchema, target(values), values)
      : checked(rejectRequestSchema, { ...target(values), reason: values.reason }, values)
  const { data } = await call(io, values, 'POST', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/registrations/${outcome}`, body)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  const who = describeRecord(data.record)
  if (!data.changed) return io.out(`${who} on exhibition ${exhibition} was already ${outcome === 'approve' ? 'approved' : 'rejected'}; nothing changed, nobody notified.`)
  io.out(outcome === 'approve' ? `Approved ${who} on exhibition ${exhibition}.` : `Rejected ${who} on exhibition ${exhibition}: ${data.record.examineReason}`)
  io.out(data.notified ? 'The visitor was notified.' : 'Warning: the notice to the visitor could not be sent (see the server log).')
}

async function autoApprove(io: Io, values: Values, setting: string | undefined): Promise<void> {
  const exhibition = requireExhibition(values)
  if (setting === undefined) throw new UsageError('auto-approve needs on or off')
  const body = checked(autoApproveRequestSchema, { autoApprove: setting }, values)
  const { data } = await call(io, values, 'PUT', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/auto-approve`, body)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(
    data.autoApprove
      ? `Exhibition ${exhibition} now approves new submissions at once.`
      : `Exhibition ${exhibition} now holds new submissions for review.`,
  )
}

async function timeZone(io: Io, values: Values, zone: string | undefined): Promise<void> {
  const exhibition = requireExhibition(values)
  if (zone === undefined) throw new UsageError('time-zone needs an IANA zone, e.g. Europe/Berlin')
  const body = checked(timeZoneRequestSchema, { timeZone: zone }, values)
  const { data } = await call(io, values, 'PUT', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/time-zone`, body)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Exhibition ${exhibition} is now on ${data.timeZone} time: its ticket days, order-number dates and the times its pages show.`)
}

const VERIFY_PATH = '/api/ef-registration-client/ticket/verify'

/** What the gate reads: the verdict first, then which ticket and whose. A refused code exits 1. */
async function verifyTicket(io: Io, values: Values): Promise<boolean> {
  const body = checked(verifyTicketSchema, { qr: values.qr, enter: values.enter ?? false }, values)
  const { data } = await call(io, values, 'POST', VERIFY_PATH, body)
  if (values.json) {
    io.out(JSON.stringify(data, null, 2))
    return data.valid
  }
  const verdicts: Record<string, string> = {
    ok: values.enter ? 'VALID: entry recorded' : 'VALID',
    badSignature: 'REFUSED: not a FairPass ticket code (bad signature)',
    unknown: 'REFUSED: unknown ticket',
    revoked: 'REFUSED: this code was replaced (ticket transferred, given away or reported lost)',
    refunded: 'REFUSED: the ticket was refunded',
    used: 'REFUSED: every entry of this ticket has been used',
    notValidToday: 'REFUSED: the ticket is not valid today',
  }
  io.out(verdicts[data.result] ?? `REFUSED: ${data.result}`)
  if (data.ticketId) io.out(`  ticket ${data.ticketId}${data.ticketTypeName ? ` (${data.ticketTypeName})` : ''}${data.holderName ? `, holder ${data.holderName}` : ''}`)
  return data.valid
}

async function origins(io: Io, values: Values): Promise<void> {
  const path = '/api/admin/tenant/origins'
  let data = (await call(io, values, 'GET', path)).data as OriginsView
  if (values.add !== undefined || values.remove !== undefined || values.set !== undefined) {
    let next = values.set !== undefined ? values.set.split(',').map((origin) => origin.trim()).filter(Boolean) : [...data.origins]
    if (values.add !== undefined) next.push(values.add.trim())
    if (values.remove !== undefined) next = next.filter((origin) => origin !== values.remove!.trim().toLowerCase() && origin !== values.remove!.trim())
    const checked = embedOriginsSchema.safeParse({ origins: next })
    if (!checked.success) {
      const problems = Object.values(fieldErrors(checked.error, language(values)))
      throw new Error(`Refused: origins must be scheme://host[:port]: ${problems.join('; ')}`)
    }
    data = (await call(io, values, 'PUT', path, checked.data)).data as typeof data
  }
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Tenant ${data.tenantId}: sites allowed to embed the elements (payment return, CORS)`)
  io.out(data.origins.length ? data.origins.map((origin) => `  ${origin}`).join('\n') : '  (none)')
  io.out(`Also allowed for every tenant: ${[data.own, ...data.serverWide].join(', ')} (PUBLIC_BASE_URL, PAYMENT_RETURN_ORIGINS)`)
}

async function programmeImport(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const file = values.file?.trim()
  if (!file) throw new UsageError('--file <programme.json|.yaml|.yml|.xlsx> is required')
  const { programme, rowOf } = await readProgramme(file)
  // The server's own schema, so every bad row is listed before anything is sent.
  const checkedProgramme = programmeImportSchema.safeParse(programme)
  if (!checkedProgramme.success) throw new Error(`Refused: ${file} has errors, nothing was imported:\n${programmeProblems(fieldErrors(checkedProgramme.error, language(values)), programme, rowOf).join('\n')}`)
  let data
  try {
    ;({ data } = await call(io, values, 'PUT', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/conference/programme`, checkedProgramme.data))
  } catch (error) {
    // The server's refusals (a capacity below the seats taken…) name rows as the schema does: say which row of the file.
    const message = (error as Error).message.replace(/^(\s+)([A-Za-z]+\.\d+\.[\w.]+):/gm, (_line, space: string, field: string) => `${space}${describeField(field, programme, rowOf)}:`)
    throw new Error(`${message}\nNothing was imported.`)
  }
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Imported the programme of exhibition ${exhibition} from ${file}: ${data.sessions} session(s) (${data.updated} updated, ${data.sessions - data.updated} new), ${data.rooms} room(s), ${data.speakers} speaker(s), ${data.conferences} conference(s), ${data.news} news item(s), ${data.partners} partner(s).`)
}

async function conferenceExport(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const out = values.out?.trim()
  if (!out || !out.toLowerCase().endsWith('.xlsx')) throw new UsageError('--out <file.xlsx> is required')
  const base = `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/conference`
  const attendance = (await call(io, values, 'GET', `${base}/attendance`)).data
  const board = (await call(io, values, 'GET', `${base}/checkIns`)).data
  await writeAttendance(out, attendance.rows, board.sessions)
  const signedIn = attendance.rows.filter((row: { signedInAt: string | null }) => row.signedInAt).length
  io.out(`Wrote ${out}: ${attendance.rows.length} row(s) of ${board.sessions.length} session(s), ${signedIn} sign-in(s).`)
}

async function withDatabase<T>(io: Io, work: (db: import('../packages/server/src/db').Db) => Promise<T>): Promise<T> {
  const { openDatabase } = await import('../packages/server/src/db')
  const database = await openDatabase({ databaseUrl: io.env.DATABASE_URL || undefined, dataDir: io.env.DATA_DIR ?? './data/pglite' })
  try {
    await database.migrate()
    return await work(database.db)
  } finally {
    await database.close()
  }
}

async function createKey(io: Io, values: Values): Promise<void> {
  const tenantId = values.tenant?.trim()
  if (!tenantId) throw new UsageError('--tenant <id> is required')
  const label = values.label?.trim() || `created ${new Date().toISOString().slice(0, 10)}`
  const created = await withDatabase(io, async (db) => {
    const { tenants } = await import('../packages/server/src/tenancy')
    const { eq } = await import('drizzle-orm')
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId))
    if (!tenant) throw new Error(`Unknown tenant ${tenantId}`)
    const { createAdminKey } = await import('../packages/server/src/features/admin/keys')
    return createAdminKey(db, tenantId, label)
  })
  io.out(`Created organiser key ${created.id} for tenant ${tenantId} ("${label}").`)
  io.out(`Key (shown only now, store it safely): ${created.key}`)
}

async function revokeKey(io: Io, values: Values): Promise<void> {
  const id = values.id?.trim()
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) throw new UsageError('--id <key id> is required (as printed by create-key)')
  const revoked = await withDatabase(io, async (db) => {
    const { revokeAdminKey } = await import('../packages/server/src/features/admin/keys')
    return revokeAdminKey(db, id, new Date())
  })
  if (!revoked) throw new Error(`No active key ${id}`)
  io.out(`Revoked organiser key ${id}.`)
}

async function invoicesOf(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const query = checked(adminInvoiceListSchema, { state: values.state, limit: values.size }, values)
  const search = new URLSearchParams({ limit: String(query.limit) })
  if (query.state) search.set('state', query.state)
  const { data } = await call(io, values, 'GET', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/invoices?${search}`)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  if (!data.sellerConfigured) io.out('Invoicing is not set up for this organiser (no seller row): every invoice fails until it is.')
  io.out(`Exhibition ${exhibition}: invoices${query.state ? ` in state ${query.state}` : ''}, newest first (at most ${query.limit}); last number given: ${data.lastNumber}`)
  if (data.invoices.length === 0) return io.out('  (none)')
  table(
    io,
    ['ID', 'STATE', 'NUMBER', 'REVERSAL', 'ORDER', 'ACCOUNT', 'TITLE', 'AMOUNT', 'APPLIED (UTC)', 'REASON'],
    data.invoices.map((row: any) => [row.id, row.state, row.invoiceNo ?? '', row.reversalNo ?? '', row.orderNo, row.account, row.title, fen(row.amountFen), row.appliedAt.slice(0, 16).replace('T', ' '), row.failedReason ?? '']),
  )
}

async function invoiceAction(io: Io, values: Values, action: 'reissue' | 'void'): Promise<void> {
  const exhibition = requireExhibition(values)
  const id = values.id?.trim()
  if (!id) throw new UsageError('--id <invoice id> is required (npm run admin -- invoices lists them)')
  const { data } = await call(io, values, 'POST', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/invoices/${encodeURIComponent(id)}/${action}`, {})
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  if (action === 'void') io.out(`Invoice ${id} voided${data.reversal ? `; red-letter reversal ${data.reversal.invoiceNo} over ${fen(data.reversal.amountFen)}` : ''}.`)
  else io.out(data.id === id ? `Invoice ${id} will be issued again.` : `Invoice ${id} voided with its reversal; the new invoice ${data.id} will be issued.`)
}

/** HALL:NO:standard|bareSpace:AREA, as typed after --booth. */
function parseBooth(text: string): { hall: string; boothNo: string; type: string; area: number } {
  const parts = text.split(':')
  if (parts.length !== 4) throw new UsageError(`--booth ${text}: write HALL:NO:standard|bareSpace:AREA, e.g. 1H:A01:standard:9`)
  const [hall, boothNo, type, area] = parts
  return { hall, boothNo, type, area: area.trim() === '' ? Number.NaN : Number(area) }
}

const exhibitorPath = (exhibition: string, rest = '') => `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/exhibitors${rest}`

function reviewCell(part: { state: string; reason: string | null }): string {
  return part.reason ? `${part.state} (${part.reason})` : part.state
}

async function exhibitorCreate(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const request = checked(
    companyCreateSchema,
    {
      nameCn: values['name-cn'],
      nameEn: values['name-en'] ?? null,
      fullNameCn: values['full-name-cn'],
      fullNameEn: values['full-name-en'] ?? null,
      adminAccount: values.account,
      booths: (values.booth ?? []).map(parseBooth),
      productCap: values['product-cap'],
      credentialCap: values['credential-cap'],
    },
    values,
  )
  const { data } = await call(io, values, 'POST', exhibitorPath(exhibition), request)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Company ${data.deptId} created at exhibition ${exhibition} with ${data.booths.length} booth(s).`)
  io.out(`Admin account: ${data.adminAccount}`)
  io.out(`First-login password (shown once; the admin must choose their own at the first login): ${data.firstLoginPassword}`)
}

async function exhibitorsOf(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const { data } = await call(io, values, 'GET', exhibitorPath(exhibition))
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Exhibition ${exhibition}: ${data.length} exhibitor(s)`)
  if (data.length === 0) return io.out('  (none)')
  table(
    io,
    ['DEPT ID', 'COMPANY', 'ADMIN', 'BOOTHS', 'PRODUCTS', 'BADGES (pending/approved)', 'CATALOGUE', 'EXHIBITS'],
    data.map((row: any) => [
      row.deptId,
      row.nameEn ? `${row.nameCn} / ${row.nameEn}` : row.nameCn,
      row.adminAccount,
      row.booths.map((booth: any) => `${booth.hall}-${booth.boothNo} ${booth.area}m²`).join(', '),
      `${row.products}/${row.productCap}`,
      `${row.credentials.pending}/${row.credentials.approved} of ${row.credentialCap}`,
      reviewCell(row.catalogue),
      reviewCell(row.exhibits),
    ]),
  )
}

async function subordinatesOf(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const { data } = await call(io, values, 'GET', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/subordinates`)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Exhibition ${exhibition}: ${data.length} sub-account(s)`)
  if (data.length === 0) return io.out('  (none)')
  table(
    io,
    ['ACCOUNT', 'NAME', 'LEADER', 'STATUS', 'REGISTRATION', 'ENTRY CODE'],
    data.map((row: any) => [row.account, row.name, row.leaderAccount, row.status, row.registration, row.entryCode ?? '']),
  )
}

async function channelsOf(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const { data } = await call(io, values, 'GET', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/channels`)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Exhibition ${exhibition}: ${data.length} channel(s)`)
  if (data.length === 0) return io.out('  (none)')
  table(
    io,
    ['CODE', 'NAME', 'LEADER', 'REGISTRATIONS', 'CREATED'],
    data.map((row: any) => [row.code, row.name, row.leaderAccount, String(row.registrations), String(row.createdAt).slice(0, 10)]),
  )
}

async function relationsOf(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const { data } = await call(io, values, 'GET', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/relations`)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Exhibition ${exhibition}: ${data.length} person(s) registered by others`)
  if (data.length === 0) return io.out('  (none)')
  table(
    io,
    ['KIND', 'REGISTERED BY', 'NAME', 'MOBILE', 'E-MAIL', 'COMPANY', 'STATE', 'REVIEW'],
    data.map((row: any) => [row.kind, row.registrantAccount, row.name, row.mobile ?? '', row.email ?? '', row.company, row.state, row.review]),
  )
}

async function customersOf(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const query = values.dept ? `?deptId=${encodeURIComponent(String(values.dept))}` : ''
  const { data } = await call(io, values, 'GET', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/customers${query}`)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  const members = data.companies.filter((row: any) => row.membership).length
  io.out(`Exhibition ${exhibition}: ${data.companies.length} compan(ies), ${members} with a customer-lead membership`)
  if (data.companies.length === 0) return io.out('  (none)')
  table(
    io,
    ['DEPT ID', 'COMPANY', 'MEMBERSHIP', 'SINCE', 'STAFF AUTHORISED', 'LEADS'],
    data.companies.map((row: any) => [row.deptId, row.company, row.membership ?? 'none', row.activatedAt ? String(row.activatedAt).slice(0, 10) : '', String(row.authorisedStaff), String(row.leads)]),
  )
}

async function groupsOf(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const query = values.members ? '?withMembers=true' : ''
  const { data } = await call(io, values, 'GET', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/groups${query}`)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Exhibition ${exhibition}: ${data.length} group(s)`)
  if (data.length === 0) return io.out('  (none)')
  table(
    io,
    ['GROUP ID', 'GROUP', 'COMPANY', 'LEADER', 'MEMBERS (expected)'],
    data.map((row: any) => [row.id, row.name, row.company, row.leaderAccount, `${row.memberCount} (${row.expectedSize})`]),
  )
  if (!values.members) return
  for (const group of data) {
    io.out('')
    io.out(`${group.name}: ${group.members.length} member(s)`)
    if (group.members.length === 0) {
      io.out('  (none)')
      continue
    }
    table(
      io,
      ['NAME', 'MOBILE', 'E-MAIL', 'COMPANY', 'TITLE', 'REGISTRATION', 'ENTRY CODE'],
      group.members.map((member: any) => [member.name, member.mobile ?? '', member.email ?? '', member.company, member.title, member.registration, member.entryCode ?? '']),
    )
  }
}

async function referralsOf(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const { data } = await call(io, values, 'GET', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/referrals`)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Exhibition ${exhibition}: ${data.length} inviter(s)`)
  if (data.length === 0) return io.out('  (none)')
  table(
    io,
    ['RANK', 'NAME', 'ACCOUNT', 'INVITED', 'REGISTERED', 'USER ID'],
    data.map((row: any) => [row.rank == null ? '-' : String(row.rank), row.name, row.account, String(row.invited), String(row.registered), row.userId]),
  )
}

async function lodgingOf(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const what = values.vehicles ? 'vehicles' : 'bookings'
  const { data } = await call(io, values, 'GET', `/api/admin/exhibitions/${encodeURIComponent(exhibition)}/lodging?what=${what}&languageType=en`)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Exhibition ${exhibition}: ${data.length} ${values.vehicles ? 'vehicle(s)' : 'booking(s)'}`)
  if (data.length === 0) return io.out('  (none)')
  if (values.vehicles) {
    return table(
      io,
      ['GROUP', 'LEADER', 'PLATE', 'KIND', 'DRIVER', 'DAYS', 'PASS CODE'],
      data.map((row: any) => [row.groupName, row.leaderAccount, row.country ? `${row.plate} (${row.country})` : row.plate, row.plateKind, row.driverName, row.days.join(' '), row.passCode]),
    )
  }
  table(
    io,
    ['GROUP', 'LEADER', 'HOTEL', 'ROOM TYPE', 'CHECK-IN', 'CHECK-OUT', 'ROOMS', 'TOTAL (at hotel)', 'OCCUPANTS'],
    data.map((row: any) => [
      row.groupName,
      row.leaderAccount,
      row.hotelName,
      row.roomTypeName,
      row.checkIn,
      row.checkOut,
      String(row.rooms),
      formatRmb(row.totalFen),
      row.occupants.map((occupant: any) => `${occupant.room}: ${occupant.name}`).join(', '),
    ]),
  )
}

async function exhibitorSettings(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const deadline = values.deadline === undefined || values.deadline === 'none' ? null : values.deadline
  const request = checked(exhibitorSettingsSchema, { defaultProductCap: values['product-cap'], defaultCredentialCap: values['credential-cap'], credentialDeadline: deadline }, values)
  const { data } = await call(io, values, 'PUT', exhibitorPath(exhibition, '/settings'), request)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Exhibition ${exhibition}: ${data.defaultProductCap} products and ${data.defaultCredentialCap} badges per company; badge applications ${data.credentialDeadline ? `close at ${data.credentialDeadline}` : 'have no deadline'}.`)
}

async function exhibitorCaps(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const dept = values.dept?.trim()
  if (!dept) throw new UsageError('--dept <deptId> is required (npm run admin -- exhibitors lists them)')
  const request = checked(companyCapsSchema, { productCap: values['product-cap'], credentialCap: values['credential-cap'] }, values)
  const { data } = await call(io, values, 'PUT', exhibitorPath(exhibition, `/${encodeURIComponent(dept)}/caps`), request)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`${data.nameCn}: at most ${data.productCap} products and ${data.credentialCap} badges.`)
}

async function exhibitorSubmissions(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const query = checked(adminSubmissionsQuerySchema, { state: values.state }, values)
  const { data } = await call(io, values, 'GET', exhibitorPath(exhibition, `/submissions${query.state ? `?state=${query.state}` : ''}`))
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Exhibition ${exhibition}: ${data.length} submission(s)${query.state ? ` in state ${query.state}` : ''}`)
  if (data.length === 0) return io.out('  (none)')
  table(
    io,
    ['KIND', 'ID', 'COMPANY', 'WHAT', 'STATE', 'SUBMITTED (UTC)', 'REASON'],
    data.map((row: any) => [row.kind, row.id, row.companyName, row.summary, row.state, row.submittedAt ? row.submittedAt.slice(0, 16).replace('T', ' ') : '', row.reason ?? '']),
  )
}

async function exhibitorDecision(io: Io, values: Values, decision: 'approve' | 'reject'): Promise<void> {
  const exhibition = requireExhibition(values)
  const request = checked(reviewDecisionSchema, { kind: values.kind, id: values.id, decision, reason: values.reason }, values)
  const { data } = await call(io, values, 'POST', exhibitorPath(exhibition, '/review'), request)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`${data.kind} ${data.id} of ${data.companyName}: ${data.state}${data.reason ? ` (${data.reason})` : ''}.`)
}


async function exhibitorDocument(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  if (!values.file) throw new UsageError('--file <path> is required')
  let content: Buffer
  try {
    content = await readFile(values.file)
  } catch (error) {
    throw new UsageError(`--file ${values.file}: ${(error as Error).message}`)
  }
  const request = checked(
    documentPublishSchema,
    {
      materialTypeV2: values.type,
      titleCn: values['title-cn'],
      titleEn: values['title-en'],
      descriptionCn: values['description-cn'],
      descriptionEn: values['description-en'],
      fileName: basename(values.file),
      contentBase64: content.toString('base64'),
    },
    values,
  )
  const { data } = await call(io, values, 'POST', exhibitorPath(exhibition, '/documents'), request)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Document ${data.id} published at exhibition ${exhibition}: ${data.title} (${data.fileName}, ${data.bytes} bytes, ${data.materialTypeV2}).`)
}

async function exhibitorDocumentRemove(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  if (!values.id) throw new UsageError('--id <document id> is required')
  await call(io, values, 'DELETE', exhibitorPath(exhibition, `/documents/${encodeURIComponent(values.id)}`))
  io.out(`Document ${values.id} withdrawn.`)
}

async function exhibitorService(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const request = checked(
    serviceCategorySaveSchema,
    {
      code: values.code,
      kind: values.kind,
      nameCn: values['name-cn'],
      nameEn: values['name-en'],
      descriptionCn: values['description-cn'],
      descriptionEn: values['description-en'],
      priceFen: numberOf(values['price-fen']),
      stock: numberOf(values.stock) ?? null,
      language: values.language ?? null,
      days: values.day ?? [],
      perDay: numberOf(values['per-day']) ?? null,
    },
    values,
  )
  const { data } = await call(io, values, 'POST', exhibitorPath(exhibition, '/service-categories'), request)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  const left = data.kind === 'ad' ? `, ${data.remaining} left` : data.kind === 'translator' ? `, ${data.days.map((day: any) => `${day.date}: ${day.remaining} left`).join(', ')}` : ''
  io.out(`${data.kind} ${data.code} (${data.id}): ${data.name}, ${(data.priceFen / 100).toFixed(2)} RMB per ${data.unit}${left}.`)
}

async function exhibitorReopen(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const dept = values.dept?.trim()
  if (!dept) throw new UsageError('--dept <deptId> is required (npm run admin -- exhibitors lists them)')
  const { data } = await call(io, values, 'POST', exhibitorPath(exhibition, `/${encodeURIComponent(dept)}/reopen`))
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Company ${dept}: the booth setup is ${data.state} again; it may change it and submit once more.`)
}

async function exhibitorInvitationTemplate(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const request = checked(
    invitationTemplateSaveSchema,
    { registerType: values['register-type'], channel: values.channel, titleCn: values['title-cn'], titleEn: values['title-en'], bodyCn: values['body-cn'], bodyEn: values['body-en'] },
    values,
  )
  const { data } = await call(io, values, 'POST', exhibitorPath(exhibition, '/invitation-templates'), request)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Invitation template ${data.id} (${data.channel}, ${data.registerType}): ${data.title}`)
}

async function exhibitorVisas(io: Io, values: Values): Promise<void> {
  const exhibition = requireExhibition(values)
  const query = checked(adminSubmissionsQuerySchema, { state: values.state }, values)
  const { data } = await call(io, values, 'GET', exhibitorPath(exhibition, `/visa${query.state ? `?state=${query.state}` : ''}`))
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Exhibition ${exhibition}: ${data.length} visa request(s)${query.state ? ` in state ${query.state}` : ''}`)
  if (data.length === 0) return io.out('  (none)')
  table(
    io,
    ['ID', 'COMPANY', 'NAME', 'NATIONALITY', 'PASSPORT', 'STAY', 'STATE', 'LETTER / REASON'],
    data.map((row: any) => [
      row.id,
      row.companyName,
      `${row.applicant.surname.toUpperCase()}, ${row.applicant.givenNames}`,
      row.applicant.nationality,
      row.applicant.passportNoMasked,
      `${row.applicant.arrival} – ${row.applicant.departure}`,
      row.state,
      row.letterNo ?? row.reason ?? '',
    ]),
  )
}

async function exhibitorVisaDecision(io: Io, values: Values, decision: 'approve' | 'reject'): Promise<void> {
  const exhibition = requireExhibition(values)
  const request = checked(visaDecisionSchema, { id: values.id, decision, reason: values.reason }, values)
  const { data } = await call(io, values, 'POST', exhibitorPath(exhibition, '/visa/decide'), request)
  if (values.json) return io.out(JSON.stringify(data, null, 2))
  io.out(`Visa request ${data.id} of ${data.companyName}: ${data.state}${data.letterNo ? `, letter ${data.letterNo}` : ''}${data.reason ? ` (${data.reason})` : ''}.`)
}

const REVIEW = 'Review (over HTTP, against a running server)'
const INVOICES = 'Invoices (over HTTP, against a running server)'
const CONFERENCE = 'Conference (over HTTP, against a running server)'
const EXHIBITORS = 'Exhibitors (over HTTP, against a running server)'
const GROUPS = 'Groups (over HTTP, against a running server)'
const CUSTOMERS = 'Customer tool (over HTTP, against a running server)'
const GATE = 'Gate (over HTTP, against a running server)'
const EMBEDDING = "Embedding (over HTTP): the key's tenant's sites that embed the elements (payment return, CORS)"
const KEYS = 'Keys (opens the database directly: DATABASE_URL, else the PGlite folder DATA_DIR, default ./data/pglite; stop a PGlite server first)'

const coreCommands: Command[] = [
  {
    name: 'list',
    group: REVIEW,
    usage: '--exhibition <id> [--state pending|approve|reject] [--register-type <type>] [--page 1] [--size 20]',
    summary: 'registrations with their review state, oldest submission first',
    help: '  --state          only registrations in this review state\n  --page, --size   the page (size at most 100)',
    example: 'npm run admin -- list --exhibition 1010 --state pending',
    run: list,
  },
  {
    name: 'approve',
    group: REVIEW,
    usage: '--exhibition <id> (--account <phone or e-mail> | --user-id <id>) [--register-type visitor]',
    summary: 'approves one registration; the visitor gets the entry-code link',
    help: 'Approving twice changes nothing and notifies nobody. review-bulk approves many at once.',
    example: 'npm run admin -- approve --exhibition 1010 --account visitor@example.com',
    run: (io, values) => review(io, values, 'approve'),
  },
  {
    name: 'reject',
    group: REVIEW,
    usage: '--exhibition <id> (--account … | --user-id …) --reason "<why>" [--register-type visitor]',
    summary: 'rejects one registration; the visitor reads the reason and may resubmit',
    help: 'An approved registration cannot be rejected (its entry code is out).',
    example: 'npm run admin -- reject --exhibition 1010 --account visitor@example.com --reason "Photo missing"',
    run: (io, values) => review(io, values, 'reject'),
  },
  {
    name: 'auto-approve',
    group: REVIEW,
    usage: '--exhibition <id> on|off',
    summary: 'approves new submissions at once (on) or holds them for review (off)',
    example: 'npm run admin -- auto-approve --exhibition 1010 off',
    positionals: 1,
    run: (io, values, [setting]) => autoApprove(io, values, setting),
  },
  {
    name: 'time-zone',
    group: REVIEW,
    usage: '--exhibition <id> <IANA zone>',
    summary: "puts the exhibition on its venue's clock (default Asia/Shanghai): ticket days, order-number dates, the times its pages show",
    help: 'Orders numbered before keep their numbers. The exhibition file sets it too (timeZone).',
    example: 'npm run admin -- time-zone --exhibition 1020 Europe/Berlin',
    positionals: 1,
    run: (io, values, [zone]) => timeZone(io, values, zone),
  },
  {
    name: 'orders',
    group: REVIEW,
    usage: '--exhibition <id> [--state pendingPayment|ticketIssued|refunded|…] [--size 50]',
    summary: 'stock per ticket type, the newest orders, and payments that arrived after their order closed',
    example: 'npm run admin -- orders --exhibition 1020 --state ticketIssued',
    run: ordersOf,
  },
  {
    name: 'invoices',
    group: INVOICES,
    usage: '--exhibition <id> [--state applied|issued|failed|voided] [--size 50]',
    summary: 'the newest invoices with their numbers and reversals, and whether invoicing is set up',
    example: 'npm run admin -- invoices --exhibition 1020 --state failed',
    run: invoicesOf,
  },
  {
    name: 'invoice-reissue',
    group: INVOICES,
    usage: '--exhibition <id> --id <invoice id>',
    summary: 'a failed one is tried again; an issued one is voided (with its red-letter reversal) and issued anew under a new number',
    example: 'npm run admin -- invoice-reissue --exhibition 1020 --id <invoice id from "invoices">',
    run: (io, values) => invoiceAction(io, values, 'reissue'),
  },
  {
    name: 'invoice-void',
    group: INVOICES,
    usage: '--exhibition <id> --id <invoice id>',
    summary: 'voids it; an issued one gets its red-letter reversal',
    example: 'npm run admin -- invoice-void --exhibition 1020 --id <invoice id from "invoices">',
    run: (io, values) => invoiceAction(io, values, 'void'),
  },
  {
    name: 'programme-import',
    group: CONFERENCE,
    usage: '--exhibition <id> --file <programme.json|.yaml|.yml|.xlsx>',
    summary: 'the whole conference programme, checked row by row before sending; all of it or nothing',
    help:
      'Conferences, rooms, speakers, sessions, news and partners. Rows are updated by their key on a re-import.\n' +
      'An xlsx workbook has one sheet per list, named as the lists, with the field names in the first row\n' +
      "(sessions' speakers comma-separated); docs/conference.md lists the fields.",
    example: 'npm run admin -- programme-import --exhibition 1020 --file programme.xlsx',
    run: programmeImport,
  },
  {
    name: 'conference-export',
    group: CONFERENCE,
    usage: '--exhibition <id> --out <attendance.xlsx>',
    summary: 'registrations, waiting list and sign-ins per session, and the check-in counts, as an xlsx workbook',
    example: 'npm run admin -- conference-export --exhibition 1020 --out attendance.xlsx',
    run: conferenceExport,
  },
  {
    name: 'exhibitor-create',
    group: EXHIBITORS,
    usage:
      '--exhibition <id> --name-cn "<short name>" [--name-en "…"] --full-name-cn "<registered name>" [--full-name-en "…"]\n' +
      '  --account <admin phone or e-mail> --booth HALL:NO:standard|bareSpace:AREA (repeat) [--product-cap N] [--credential-cap N]',
    summary: "the company, its booths and its admin account; prints the admin's first-login password once",
    example: 'npm run admin -- exhibitor-create --exhibition 1020 --name-cn 示例公司 --full-name-cn 示例科技有限公司 --account admin@company.example --booth 1H:A01:standard:9',
    run: exhibitorCreate,
  },
  {
    name: 'exhibitors',
    group: EXHIBITORS,
    usage: '--exhibition <id>',
    summary: 'companies with booths, caps, products, badges and review states',
    example: 'npm run admin -- exhibitors --exhibition 1020',
    run: exhibitorsOf,
  },
  {
    name: 'exhibitor-settings',
    group: EXHIBITORS,
    usage: '--exhibition <id> --product-cap N --credential-cap N [--deadline <ISO time>|none]',
    summary: "the exhibition's default caps and the badge application deadline",
    example: 'npm run admin -- exhibitor-settings --exhibition 1020 --product-cap 20 --credential-cap 10 --deadline 2026-12-01T00:00:00Z',
    run: exhibitorSettings,
  },
  {
    name: 'exhibitor-caps',
    group: EXHIBITORS,
    usage: '--exhibition <id> --dept <deptId> [--product-cap N] [--credential-cap N]',
    summary: "one company's caps",
    example: 'npm run admin -- exhibitor-caps --exhibition 1020 --dept <deptId from "exhibitors"> --product-cap 30',
    run: exhibitorCaps,
  },
  {
    name: 'exhibitor-submissions',
    group: EXHIBITORS,
    usage: '--exhibition <id> [--state pending|approved|rejected]',
    summary: 'catalogues, exhibits, badges waiting for (or past) review',
    example: 'npm run admin -- exhibitor-submissions --exhibition 1020 --state pending',
    run: exhibitorSubmissions,
  },
  {
    name: 'exhibitor-approve',
    group: EXHIBITORS,
    usage: '--exhibition <id> --kind catalogue|exhibits|credential --id <deptId or badge id>',
    summary: 'approves a submission',
    example: 'npm run admin -- exhibitor-approve --exhibition 1020 --kind catalogue --id <deptId>',
    run: (io, values) => exhibitorDecision(io, values, 'approve'),
  },
  {
    name: 'exhibitor-reject',
    group: EXHIBITORS,
    usage: '--exhibition <id> --kind catalogue|exhibits|credential --id <deptId or badge id> --reason "<why>"',
    summary: 'the company sees the reason and resubmits',
    example: 'npm run admin -- exhibitor-reject --exhibition 1020 --kind catalogue --id <deptId> --reason "Logo missing"',
    run: (io, values) => exhibitorDecision(io, values, 'reject'),
  },
  {
    name: 'exhibitor-document',
    group: EXHIBITORS,
    usage: '--exhibition <id> --file <path> --type manual|boothBuilding|logistics|forms|other --title-cn "…" --title-en "…" [--description-cn "…"] [--description-en "…"]',
    summary: 'publishes a document for the exhibitors (pdf, doc(x), xls(x), zip, jpg, png; ≤ 20 MB)',
    example: 'npm run admin -- exhibitor-document --exhibition 1020 --file manual.pdf --type manual --title-cn 参展手册 --title-en "Exhibitor manual"',
    run: exhibitorDocument,
  },
  {
    name: 'exhibitor-document-remove',
    group: EXHIBITORS,
    usage: '--exhibition <id> --id <document id>',
    summary: 'withdraws a published document',
    example: 'npm run admin -- exhibitor-document-remove --exhibition 1020 --id <document id>',
    run: exhibitorDocumentRemove,
  },
  {
    name: 'exhibitor-service',
    group: EXHIBITORS,
    usage:
      '--exhibition <id> --code <code> --kind service|ad|translator --name-cn "…" --name-en "…" --price-fen N\n' +
      '  [--stock N (ad)] [--language en --day YYYY-MM-DD (repeat) --per-day N (translator)]',
    summary: 'offers (or, by its code, changes) a paid service, an ad position or a translator',
    example: 'npm run admin -- exhibitor-service --exhibition 1020 --code AD-GATE --kind ad --name-cn 大门广告 --name-en "Gate banner" --price-fen 500000 --stock 2',
    run: exhibitorService,
  },
  {
    name: 'exhibitor-reopen',
    group: EXHIBITORS,
    usage: '--exhibition <id> --dept <deptId>',
    summary: "reopens a company's final submission of its booth setup",
    example: 'npm run admin -- exhibitor-reopen --exhibition 1020 --dept <deptId from "exhibitors">',
    run: exhibitorReopen,
  },
  {
    name: 'exhibitor-invitation-template',
    group: EXHIBITORS,
    usage: '--exhibition <id> --channel sms|email|link --title-cn "…" --title-en "…" --body-cn "…" --body-en "…" [--register-type visitor]',
    summary: 'a text exhibitors invite buyers with; {name}, {company}, {booth}, {wording} and {link} are filled in when sending',
    example: 'npm run admin -- exhibitor-invitation-template --exhibition 1020 --channel email --title-cn 邀请函 --title-en Invitation --body-cn "{name}邀请您 {link}" --body-en "{name} invites you: {link}"',
    run: exhibitorInvitationTemplate,
  },
  {
    name: 'exhibitor-visas',
    group: EXHIBITORS,
    usage: '--exhibition <id> [--state pending|approved|rejected]',
    summary: 'visa invitation letter requests',
    example: 'npm run admin -- exhibitor-visas --exhibition 1020 --state pending',
    run: exhibitorVisas,
  },
  {
    name: 'exhibitor-visa-approve',
    group: EXHIBITORS,
    usage: '--exhibition <id> --id <request id>',
    summary: 'issues the letter (the company admin downloads it)',
    example: 'npm run admin -- exhibitor-visa-approve --exhibition 1020 --id <request id from "exhibitor-visas">',
    run: (io, values) => exhibitorVisaDecision(io, values, 'approve'),
  },
  {
    name: 'exhibitor-visa-reject',
    group: EXHIBITORS,
    usage: '--exhibition <id> --id <request id> --reason "<why>"',
    summary: 'the company corrects and resends',
    example: 'npm run admin -- exhibitor-visa-reject --exhibition 1020 --id <request id> --reason "Passport scan unreadable"',
    run: (io, values) => exhibitorVisaDecision(io, values, 'reject'),
  },
  {
    name: 'groups',
    group: GROUPS,
    usage: '--exhibition <id> [--members]',
    summary: "group leaders' groups with their sizes; --members lists each member with their registration state and entry code",
    example: 'npm run admin -- groups --exhibition 1020 --members',
    run: groupsOf,
  },
  {
    name: 'subordinates',
    group: GROUPS,
    usage: '--exhibition <id>',
    summary: "group leaders' sub-accounts with their leader, status, registration and entry code",
    example: 'npm run admin -- subordinates --exhibition 1020',
    run: subordinatesOf,
  },
  {
    name: 'referrals',
    group: GROUPS,
    usage: '--exhibition <id>',
    summary: 'visitors who invite others: invited by SMS / e-mail, registered through their link, and their rank',
    example: 'npm run admin -- referrals --exhibition 1020',
    run: referralsOf,
  },
  {
    name: 'lodging',
    group: GROUPS,
    usage: '--exhibition <id> [--vehicles]',
    summary: "every group's room bookings (hotel, room type, stay, rooms, total paid at the hotel, occupants); --vehicles: the parking passes",
    example: 'npm run admin -- lodging --exhibition 1020 --vehicles',
    run: lodgingOf,
  },
  {
    name: 'channels',
    group: GROUPS,
    usage: '--exhibition <id>',
    summary: "group leaders' traceability channels with how many registered through each",
    example: 'npm run admin -- channels --exhibition 1020',
    run: channelsOf,
  },
  {
    name: 'relations',
    group: GROUPS,
    usage: '--exhibition <id>',
    summary: "who registered whom (help, team, group, work) with each record's state and review",
    example: 'npm run admin -- relations --exhibition 1020',
    run: relationsOf,
  },
  {
    name: 'customers',
    group: CUSTOMERS,
    usage: '--exhibition <id> [--dept <deptId>]',
    summary: "each company's customer-lead membership (single or multi-account), staff authorised and leads kept",
    example: 'npm run admin -- customers --exhibition 1020',
    run: customersOf,
  },
  {
    name: 'verify-ticket',
    group: GATE,
    usage: '--qr "<scanned text>" [--enter]',
    summary: "checks a ticket's entry QR; --enter also lets the holder in",
    help: 'Exit status 0 for a valid ticket, 1 for a refused one, so a gate script can branch on it.',
    example: 'npm run admin -- verify-ticket --qr "<the text of the scanned code>" --enter',
    run: async (io, values) => ({ exit: (await verifyTicket(io, values)) ? 0 : 1 }),
  },
  {
    name: 'origins',
    group: EMBEDDING,
    usage: '[--add <origin>] [--remove <origin>] [--set "<origin>,<origin>"]',
    summary: 'shows the list, after any change',
    help: 'An origin is scheme://host[:port], e.g. https://expo-partner.example; --set "" clears the list.',
    example: 'npm run admin -- origins --add https://expo.example',
    run: origins,
  },
  {
    name: 'create-key',
    group: KEYS,
    usage: '--tenant <id> [--label "<who uses it>"]',
    summary: 'prints the new organiser key once; only its hash is stored',
    example: 'npm run admin -- create-key --tenant 000000 --label "registration desk"',
    run: createKey,
  },
  {
    name: 'revoke-key',
    group: KEYS,
    usage: '--id <key id>',
    summary: 'the key stops working at once',
    example: 'npm run admin -- revoke-key --id <key id as printed by create-key>',
    run: revokeKey,
  },
]

/*
 * Every command, in the overview's order. A command file adds its list here, one line (its commands name their
 * group; a new group is listed where its first command comes).
 */
const COMMANDS: Command[] = [
  ...exhibitionCommands,
  ...coreCommands,
  ...organiserCommands,
  ...webhookCommands,
]

const COMMON = `Options of every command:
  --api <url>   the server (env FAIRPASS_API, default http://127.0.0.1:8080)
  --key <key>   the organiser API key (env FAIRPASS_ADMIN_KEY; default: the demo key, demo servers only)
  --lang cn|en  language of the server's messages (default en)
  --json        print the server's answer as JSON
  -h, --help    help (after a command: that command's)`

const indent = (text: string) => text.replace(/^/gm, '  ')

/** The overview: every command under its group, with its usage and summary. */
export function overview(commands: readonly Command[] = COMMANDS): string {
  const groups = [...new Set(commands.map((command) => command.group))]
  // The usage starts in column 16 (a longer name is followed by two spaces), the summary under it.
  const sections = groups.map((group) => {
    const lines = commands
      .filter((command) => command.group === group)
      .map((command) => `  ${command.name.padEnd(12)}  ${command.usage.split('\n')[0]}${command.usage.includes('\n') ? ' …' : ''}\n                ${command.summary}`)
    return `${group}:\n${lines.join('\n')}`
  })
  return `FairPass organiser CLI

Usage: npm run admin -- <command> [options]
       npm run admin -- <command> --help   that command's options and an example

${sections.join('\n\n')}

${COMMON}

Exit status: 0 done, 1 refused or failed, 2 wrong usage.`
}

/** One command's own help: its usage, what it does, its options and an example. */
export function commandHelp(command: Command): string {
  return [
    `Usage: npm run admin -- ${command.name} ${command.usage}`,
    '',
    `${command.summary.charAt(0).toUpperCase()}${command.summary.slice(1)}.`,
    ...(command.help ? ['', command.help] : []),
    '',
    'Example:',
    indent(command.example),
    '',
    COMMON,
  ].join('\n')
}

export function commandNamed(name: string): Command | undefined {
  return COMMANDS.find((command) => command.name === name)
}

export const commandNames = (): string[] => COMMANDS.map((command) => command.name)

export async function runAdmin(argv: string[], io: Io): Promise<number> {
  try {
    let parsed
    try {
      parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true })
    } catch (error) {
      throw new UsageError((error as Error).message)
    }
    const { values, positionals } = parsed
    const [name, ...rest] = positionals
    const helpOf = name === 'help' ? rest[0] : values.help ? name : undefined
    if (helpOf) {
      const command = commandNamed(helpOf)
      if (!command) throw new UsageError(`Unknown command "${helpOf}"`)
      io.out(commandHelp(command))
      return 0
    }
    if (values.help || !name || name === 'help') {
      io.out(overview())
      return name || values.help ? 0 : 2
    }
    const command = commandNamed(name)
    if (!command) throw new UsageError(`Unknown command "${name}"`)
    const extra = rest.slice(command.positionals ?? 0)
    if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`)
    return (await command.run(io, values, rest))?.exit ?? 0
  } catch (error) {
    if (error instanceof UsageError) {
      const command = commandNamed(argv.find((arg) => !arg.startsWith('-')) ?? '')
      io.err(`${error.message}\nRun npm run admin -- ${command ? `${command.name} --help for its options` : '--help for the commands'}.`)
      return 2
    }
    io.err((error as Error).message)
    return 1
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href
if (isMain) {
  const code = await runAdmin(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    env: process.env,
    fetch,
  })
  process.exitCode = code
}
