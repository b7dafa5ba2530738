import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  CUSTOMER_LABELS_MAX,
  FOLLOW_UP_STATES,
  type CustomerCount,
  type CustomerDetail,
  type CustomerLabel,
  type CustomerPage,
  type CustomerPreview,
  type CustomerSource,
  type CustomerView,
  type FollowUpState,
  type LeadTransferResult,
  type ScanResult,
} from '@fairpass/core/contract'
import { SCAN_MAX_AGE_DAYS, type CustomerListQuery, type CustomerUpdateRequest } from '@fairpass/core/validation'
import { fairDay, maskPhone } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import { jsonColumn } from '../../db/columns'
import { AppError, validationError } from '../../errors'
import { exhibitionTimeZone } from '../../tenancy'
import type { Language } from '../../language'
import { users } from '../auth'
import { exhibitorMembers } from '../exhibitors'
import { iso, lockCompany, type Caller, type Queryable, type Scope } from './access'
import { sharedPerson, visitorOfMobile, visitorPerson } from './codes'
import { customerLabels, customerLeadLabels, customerLeads, customerNotes, customerScans } from './tables'
import { emitWebhook } from '../webhooks'

/*
 * Leads (customers) of one company at one exhibition: captured by a scan or by mobile, seen by every authorised
 * account of the company, owned by the account that captured them (or received them in a transfer).
 */

/** The filters of the list, the count and the export, as SQL over `customer_leads l` with the visitor's data `r`, `u`. */
export function leadFilters(caller: Caller, query: Pick<CustomerListQuery, 'keyword' | 'labelId' | 'followUp' | 'owner'>): SQL {
  const parts: SQL[] = [sql`l.tenant_id = ${caller.tenantId} AND l.exhibition_id = ${caller.exhibitionId} AND l.dept_id = ${caller.deptId}::uuid`]
  if (query.followUp) parts.push(sql`l.follow_up = ${query.followUp}`)
  if (query.owner === 'mine') parts.push(sql`l.owner_user_id = ${caller.userId}::uuid`)
  if (query.labelId) parts.push(sql`EXISTS (SELECT 1 FROM customer_lead_labels ll WHERE ll.lead_id = l.id AND ll.label_id = ${query.labelId}::uuid)`)
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    // Only what the company may see is searched: a visitor's contact only with their consent.
    parts.push(sql`concat_ws(' ', l.typed_name, l.typed_company, l.mobile, r.profile->>'name', r.profile->>'company', u.name,
      CASE WHEN r.profile->>'shareContactWithExhibitors' IN ('true', 'yes', '1', 'on') THEN u.phone END) ILIKE ${pattern}`)
  }
  return sql.join(parts, sql` AND `)
}

/** The lead with what the visitor shares: FROM customer_leads l with r (registration profile), u (visitor account), o (owner). */
export const LEAD_FROM = sql`customer_leads l
  LEFT JOIN users u ON u.id = l.visitor_user_id
  LEFT JOIN LATERAL (SELECT g.profile FROM registrations g WHERE g.user_id = l.visitor_user_id AND g.tenant_id = l.tenant_id AND g.exhibition_id = l.exhibition_id
    ORDER BY g.submitted_at DESC NULLS LAST, g.created_at DESC LIMIT 1) r ON true
  JOIN users o ON o.id = l.owner_user_id`

export interface LeadSqlRow {
  id: string
  source: CustomerSource
  visitor_user_id: string | null
  mobile: string | null
  typed_name: string | null
  typed_company: string | null
  typed_title: string | null
  typed_email: string | null
  follow_up: FollowUpState
  owner_user_id: string
  owner_name: string | null
  owner_account: string
  survey_answered_at: unknown
  scan_count: number
  first_captured_at: unknown
  last_scanned_at: unknown
  updated_at: unknown
  profile: unknown
  visitor_name: string | null
  visitor_phone: string | null
  visitor_email: string | null
  labels: unknown
  notes_count: number
}

export const LEAD_COLUMNS = sql`l.id, l.source, l.visitor_user_id, l.mobile, l.typed_name, l.typed_company, l.typed_title, l.typed_email, l.follow_up,
  l.owner_user_id, o.name AS owner_name, o.account AS owner_account, l.survey_answered_at, l.scan_count, l.first_captured_at, l.last_scanned_at, l.updated_at,
  r.profile, u.name AS visitor_name, u.phone AS visitor_phone, u.email AS visitor_email,
  (SELECT coalesce(json_agg(json_build_object('id', lb.id, 'name', lb.name) ORDER BY lb.name), '[]'::json)
     FROM customer_lead_labels ll JOIN customer_labels lb ON lb.id = ll.label_id WHERE ll.lead_id = l.id) AS labels,
  (SELECT count(*)::int FROM customer_notes n WHERE n.lead_id = l.id) AS notes_count`

export const personName = (name: string | null, account: string) => name?.trim() || maskPhone(account)

export function leadView(row: LeadSqlRow): CustomerView {
  const registered = row.visitor_user_id !== null
  const shared = registered
    ? sharedPerson(jsonColumn<Record<string, unknown>>((row.profile as Record<string, unknown> | string | null) ?? {}), { name: row.visitor_name, phone: row.visitor_phone, email: row.visitor_email })
    : { name: null, company: null, title: null, mobile: null, email: null, contactShared: false }
  return {
    id: row.id,
    source: row.source,
    registered,
    // What the staff typed stands beside what the visitor shares; the visitor's own data wins where both exist.
    name: shared.name ?? row.typed_name,
    company: shared.company ?? row.typed_company,
    title: shared.title ?? row.typed_title,
    mobile: shared.mobile ?? row.mobile,
    email: shared.email ?? row.typed_email,
    contactShared: shared.contactShared,
    labels: jsonColumn<{ id: string; name: string }[]>(row.labels as string),
    followUp: row.follow_up,
    owner: { userId: row.owner_user_id, name: personName(row.owner_name, row.owner_account) },
    scanCount: Number(row.scan_count),
    surveyAnswered: row.survey_answered_at !== null,
    notesCount: Number(row.notes_count),
    firstCapturedAt: iso(row.first_captured_at)!,
    lastScannedAt: iso(row.last_scanned_at),
    updatedAt: iso(row.updated_at)!,
  }
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

export function encodeCursor(row: LeadSqlRow): string {
  return Buffer.from(`${iso(row.first_captured_at)}|${row.id}`, 'utf8').toString('base64url')
}

export function decodeCursor(cursor: string | undefined, language: Language): { at: string; id: string } | null {
  if (!cursor) return null
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) {
    throw validationError({ issues: [{ path: ['cursor'], message: 'validation.invalid' }] }, language)
  }
  return { at, id }
}

export async function listLeads(ctx: AppContext, caller: Caller, query: CustomerListQuery, language: Language): Promise<CustomerPage> {
  const after = decodeCursor(query.cursor, language)
  const where = leadFilters(caller, query)
  const page = after ? sql`${where} AND (l.first_captured_at, l.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : where
  const [rows, total] = await Promise.all([
    ctx.db.execute(sql`SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} WHERE ${page} ORDER BY l.first_captured_at DESC, l.id DESC LIMIT ${query.size + 1}`),
    ctx.db.execute(sql`SELECT count(*)::int AS n FROM ${LEAD_FROM} WHERE ${where}`),
  ])
  const found = rowsOf<LeadSqlRow>(rows)
  const more = found.length > query.size
  const records = found.slice(0, query.size)
  return { total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0), records: records.map(leadView), nextCursor: more ? encodeCursor(records[records.length - 1]) : null }
}

async function leadRow(db: Queryable, scope: Scope, id: string): Promise<LeadSqlRow> {
  const [row] = rowsOf<LeadSqlRow>(
    await db.execute(sql`SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} WHERE l.id = ${id}::uuid AND l.tenant_id = ${scope.tenantId} AND l.exhibition_id = ${scope.exhibitionId} AND l.dept_id = ${scope.deptId}::uuid`),
  )
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

export async function leadSummary(db: Queryable, scope: Scope, id: string): Promise<CustomerView> {
  return leadView(await leadRow(db, scope, id))
}

export async function leadDetail(db: Queryable, scope: Scope, id: string): Promise<CustomerDetail> {
  const row = await leadRow(db, scope, id)
  const [notes, scans, lead] = await Promise.all([
    db
      .select({ id: customerNotes.id, text: customerNotes.text, authorUserId: customerNotes.authorUserId, name: users.name, account: users.account, createdAt: customerNotes.createdAt })
      .from(customerNotes)
      .innerJoin(users, eq(users.id, customerNotes.authorUserId))
      .where(and(eq(customerNotes.leadId, id), eq(customerNotes.deptId, scope.deptId)))
      .orderBy(asc(customerNotes.createdAt), asc(customerNotes.id)),
    db
      .select({ clientScanId: customerScans.clientScanId, userId: customerScans.userId, name: users.name, account: users.account, scannedAt: customerScans.scannedAt, receivedAt: customerScans.receivedAt })
      .from(customerScans)
      .innerJoin(users, eq(users.id, customerScans.userId))
      .where(and(eq(customerScans.leadId, id), eq(customerScans.deptId, scope.deptId)))
      .orderBy(asc(customerScans.scannedAt), asc(customerScans.id)),
    db.select({ survey: customerLeads.survey }).from(customerLeads).where(eq(customerLeads.id, id)),
  ])
  return {
    ...leadView(row),
    notes: notes.map((note) => ({ id: note.id, text: note.text, author: { userId: note.authorUserId, name: personName(note.name, note.account) }, createdAt: note.createdAt.toISOString() })),
    scans: scans.map((scan) => ({ clientScanId: scan.clientScanId, by: { userId: scan.userId, name: personName(scan.name, scan.account) }, scannedAt: scan.scannedAt.toISOString(), receivedAt: scan.receivedAt.toISOString() })),
    survey: lead[0]?.survey ?? null,
    surveyAnsweredAt: iso(row.survey_answered_at),
  }
}

export async function countLeads(ctx: AppContext, caller: Caller): Promise<CustomerCount> {
  // "Today" is the fair's day, as the staff at the stand count it: the venue's zone, whatever zone the server runs in.
  const timeZone = await exhibitionTimeZone(ctx, caller.tenantId, caller.exhibitionId)
  const result = await ctx.db.execute(sql`
    SELECT count(*)::int AS total,
      count(*) FILTER (WHERE l.owner_user_id = ${caller.userId}::uuid)::int AS mine,
      count(*) FILTER (WHERE (l.first_captured_at AT TIME ZONE ${timeZone})::date = ${fairDay(ctx.clock.now(), timeZone)}::date)::int AS today,
      ${sql.join(
        FOLLOW_UP_STATES.map((state) => sql`count(*) FILTER (WHERE l.follow_up = ${state})::int AS ${sql.identifier(`f_${state}`)}`),
        sql`, `,
      )}
    FROM customer_leads l WHERE l.tenant_id = ${caller.tenantId} AND l.exhibition_id = ${caller.exhibitionId} AND l.dept_id = ${caller.deptId}::uuid`)
  const [row] = rowsOf<Record<string, number>>(result)
  return {
    total: Number(row.total),
    mine: Number(row.mine),
    today: Number(row.today),
    byFollowUp: Object.fromEntries(FOLLOW_UP_STATES.map((state) => [state, Number(row[`f_${state}`])])) as Record<FollowUpState, number>,
  }
}

/** The device's time of a scan, kept within what is plausible: never after its arrival, never before SCAN_MAX_AGE_DAYS. */
export function scanTime(scannedAt: string | undefined, now: number): Date {
  const at = scannedAt ? Date.parse(scannedAt) : now
  return new Date(Math.max(now - SCAN_MAX_AGE_DAYS * 86_400_000, Math.min(Number.isFinite(at) ? at : now, now)))
}

export interface Capture {
  clientScanId: string
  /** What identifies the scan's content (the code, or `mobile:<number>`), to tell a replay from a reused id. */
  content: string
  scannedAt: Date
  visitorUserId: string | null
  mobile: string | null
  source: CustomerSource
  typed?: { name?: string; company?: string; title?: string; email?: string }
}

/**
 * A scan, once: its row goes in first under the unique (company, clientScanId), so a replay, even one sent while the
 * first is still being written, waits for it and then finds it and writes nothing. The lead is one upsert under the
 * visitor's (or the typed mobile's) unique index, so parallel scans of one visitor by two staff make one lead.
 */
export async function capture(ctx: AppContext, caller: Caller, input: Capture): Promise<ScanResult> {
  const scope = { tenantId: caller.tenantId, exhibitionId: caller.exhibitionId, deptId: caller.deptId }
  const outcome = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(customerScans)
      .values({ ...scope, clientScanId: input.clientScanId, userId: caller.userId, content: input.content, scannedAt: input.scannedAt })
      .onConflictDoNothing()
      .returning({ id: customerScans.id })
    if (inserted.length === 0) {
      const [prior] = await tx
        .select()
        .from(customerScans)
        .where(and(eq(customerScans.exhibitionId, scope.exhibitionId), eq(customerScans.deptId, scope.deptId), eq(customerScans.clientScanId, input.clientScanId)))
      if (!prior?.leadId || prior.content !== input.content) throw new AppError(409, 'error.customer.scanIdReused')
      return { leadId: prior.leadId, created: prior.created, replayed: true }
    }
    const typed = input.typed ?? {}
    const conflict = input.visitorUserId
      ? sql`(exhibition_id, dept_id, visitor_user_id) WHERE visitor_user_id IS NOT NULL`
      : sql`(exhibition_id, dept_id, mobile) WHERE visitor_user_id IS NULL`
    const result = await tx.execute(sql`
      INSERT INTO customer_leads (tenant_id, exhibition_id, dept_id, visitor_user_id, mobile, source, typed_name, typed_company, typed_title, typed_email,
        owner_user_id, first_captured_at, last_scanned_at)
      VALUES (${scope.tenantId}, ${scope.exhibitionId}, ${scope.deptId}::uuid, ${input.visitorUserId}::uuid, ${input.mobile}, ${input.source},
        ${typed.name ?? null}, ${typed.company ?? null}, ${typed.title ?? null}, ${typed.email ?? null},
        ${caller.userId}::uuid, ${input.scannedAt.toISOString()}::timestamptz, ${input.scannedAt.toISOString()}::timestamptz)
      ON CONFLICT ${conflict} DO UPDATE SET
        scan_count = customer_leads.scan_count + 1,
        last_scanned_at = greatest(customer_leads.last_scanned_at, excluded.last_scanned_at),
        mobile = coalesce(customer_leads.mobile, excluded.mobile),
        typed_name = coalesce(excluded.typed_name, customer_leads.typed_name),
        typed_company = coalesce(excluded.typed_company, customer_leads.typed_company),
        typed_title = coalesce(excluded.typed_title, customer_leads.typed_title),
        typed_email = coalesce(excluded.typed_email, customer_leads.typed_email),
        updated_at = now()
      RETURNING id, (xmax = 0) AS created`)
    const [lead] = rowsOf<{ id: string; created: boolean }>(result)
    await tx.update(customerScans).set({ leadId: lead.id, created: lead.created }).where(eq(customerScans.id, inserted[0].id))
    // Every scan that is not a replay, with whether it made a new lead. Ids only: a typed mobile or name stays in
    // the company's lead list.
    await emitWebhook(tx, {
      tenantId: scope.tenantId,
      exhibitionId: scope.exhibitionId,
      type: 'lead.captured',
      data: { leadId: lead.id, deptId: scope.deptId, visitorUserId: input.visitorUserId, capturedByUserId: caller.userId, source: input.source, created: Boolean(lead.created), scannedAt: input.scannedAt.toISOString() },
      at: new Date(ctx.clock.now()),
    })
    return { leadId: lead.id, created: Boolean(lead.created), replayed: false }
  })
  return { customer: await leadSummary(ctx.db, scope, outcome.leadId), created: outcome.created, replayed: outcome.replayed, clientScanId: input.clientScanId }
}

export async function previewOfVisitor(db: Queryable, caller: Caller, visitorUserId: string): Promise<CustomerPreview> {
  const person = await visitorPerson(db, caller, visitorUserId)
  const [existing] = await db
    .select({ id: customerLeads.id })
    .from(customerLeads)
    .where(and(eq(customerLeads.exhibitionId, caller.exhibitionId), eq(customerLeads.deptId, caller.deptId), eq(customerLeads.visitorUserId, visitorUserId)))
  return { ...person, registered: true, existingId: existing?.id ?? null }
}

export async function previewOfMobile(db: Queryable, caller: Caller, mobile: string): Promise<CustomerPreview> {
  const visitor = await visitorOfMobile(db, caller, mobile)
  if (visitor) {
    const preview = await previewOfVisitor(db, caller, visitor)
    // The staff typed this number themselves: they may see it, whatever the visitor shares.
    return { ...preview, mobile }
  }
  const [existing] = await db
    .select({ id: customerLeads.id })
    .from(customerLeads)
    .where(and(eq(customerLeads.exhibitionId, caller.exhibitionId), eq(customerLeads.deptId, caller.deptId), eq(customerLeads.mobile, mobile), sql`${customerLeads.visitorUserId} IS NULL`))
  return { name: null, company: null, title: null, mobile, email: null, contactShared: false, registered: false, existingId: existing?.id ?? null }
}

async function companyLabelIds(db: Queryable, scope: Scope, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const unique = [...new Set(ids)]
  const rows = await db
    .select({ id: customerLabels.id })
    .from(customerLabels)
    .where(and(eq(customerLabels.exhibitionId, scope.exhibitionId), eq(customerLabels.deptId, scope.deptId), inArray(customerLabels.id, unique)))
  if (rows.length !== unique.length) throw new AppError(404, 'error.notFound')
  return unique
}

export async function updateLead(ctx: AppContext, caller: Caller, input: CustomerUpdateRequest): Promise<CustomerDetail> {
  const scope = { tenantId: caller.tenantId, exhibitionId: caller.exhibitionId, deptId: caller.deptId }
  await ctx.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: customerLeads.id })
      .from(customerLeads)
      .where(and(eq(customerLeads.id, input.id), eq(customerLeads.tenantId, scope.tenantId), eq(customerLeads.exhibitionId, scope.exhibitionId), eq(customerLeads.deptId, scope.deptId)))
      .for('update')
    if (!lead) throw new AppError(404, 'error.notFound')
    const labelIds = input.labelIds ? await companyLabelIds(tx, scope, input.labelIds) : null
    const set: Partial<typeof customerLeads.$inferInsert> = { updatedAt: new Date(ctx.clock.now()) }
    if (input.followUp) set.followUp = input.followUp
    if (input.name !== undefined) set.typedName = input.name
    if (input.company !== undefined) set.typedCompany = input.company
    if (input.title !== undefined) set.typedTitle = input.title
    if (input.email !== undefined) set.typedEmail = input.email
    await tx.update(customerLeads).set(set).where(eq(customerLeads.id, lead.id))
    if (labelIds) {
      await tx.delete(customerLeadLabels).where(eq(customerLeadLabels.leadId, lead.id))
      if (labelIds.length > 0) await tx.insert(customerLeadLabels).values(labelIds.map((labelId) => ({ leadId: lead.id, labelId })))
    }
  })
  return leadDetail(ctx.db, scope, input.id)
}

async function assertLead(db: Queryable, scope: Scope, id: string): Promise<void> {
  const [lead] = await db
    .select({ id: customerLeads.id })
    .from(customerLeads)
    .where(and(eq(customerLeads.id, id), eq(customerLeads.tenantId, scope.tenantId), eq(customerLeads.exhibitionId, scope.exhibitionId), eq(customerLeads.deptId, scope.deptId)))
  if (!lead) throw new AppError(404, 'error.notFound')
}

export async function addNote(ctx: AppContext, caller: Caller, input: { id: string; text: string; clientNoteId: string }): Promise<CustomerDetail> {
  const scope = { tenantId: caller.tenantId, exhibitionId: caller.exhibitionId, deptId: caller.deptId }
  await assertLead(ctx.db, scope, input.id)
  await ctx.db.insert(customerNotes).values({ ...scope, leadId: input.id, clientNoteId: input.clientNoteId, authorUserId: caller.userId, text: input.text }).onConflictDoNothing()
  await ctx.db.update(customerLeads).set({ updatedAt: new Date(ctx.clock.now()) }).where(eq(customerLeads.id, input.id))
  return leadDetail(ctx.db, scope, input.id)
}

export async function removeNote(ctx: AppContext, caller: Caller, input: { id: string; noteId: string }): Promise<CustomerDetail> {
  const scope = { tenantId: caller.tenantId, exhibitionId: caller.exhibitionId, deptId: caller.deptId }
  const [note] = await ctx.db
    .select()
    .from(customerNotes)
    .where(and(eq(customerNotes.id, input.noteId), eq(customerNotes.leadId, input.id), eq(customerNotes.exhibitionId, scope.exhibitionId), eq(customerNotes.deptId, scope.deptId)))
  if (!note) throw new AppError(404, 'error.notFound')
  if (note.authorUserId !== caller.userId && caller.role !== 'admin') throw new AppError(403, 'error.customer.noteNotYours')
  await ctx.db.delete(customerNotes).where(eq(customerNotes.id, note.id))
  return leadDetail(ctx.db, scope, input.id)
}

export async function listLabels(db: Queryable, scope: Scope): Promise<CustomerLabel[]> {
  const result = await db.execute(sql`
    SELECT lb.id, lb.name, (SELECT count(*)::int FROM customer_lead_labels ll WHERE ll.label_id = lb.id) AS count
    FROM customer_labels lb WHERE lb.tenant_id = ${scope.tenantId} AND lb.exhibition_id = ${scope.exhibitionId} AND lb.dept_id = ${scope.deptId}::uuid
    ORDER BY lower(lb.name), lb.id`)
  return rowsOf<CustomerLabel>(result).map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }))
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code
  return code === '23505'
}

/** A label created or renamed; the cap counted under the company's lock, so parallel creations never pass it. */
export async function saveLabel(ctx: AppContext, scope: Scope, input: { id?: string; name: string }): Promise<CustomerLabel[]> {
  try {
    await ctx.db.transaction(async (tx) => {
      await lockCompany(tx, scope, 'labels')
      const inScope = and(eq(customerLabels.tenantId, scope.tenantId), eq(customerLabels.exhibitionId, scope.exhibitionId), eq(customerLabels.deptId, scope.deptId))
      if (input.id) {
        const renamed = await tx.update(customerLabels).set({ name: input.name }).where(and(inScope, eq(customerLabels.id, input.id))).returning({ id: customerLabels.id })
        if (renamed.length === 0) throw new AppError(404, 'error.notFound')
        return
      }
      const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(customerLabels).where(inScope)
      if (Number(count.n) >= CUSTOMER_LABELS_MAX) throw new AppError(409, 'error.customer.labelsFull', { n: CUSTOMER_LABELS_MAX })
      await tx.insert(customerLabels).values({ ...scope, name: input.name })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'error.customer.labelTaken')
    throw error
  }
  return listLabels(ctx.db, scope)
}

export async function removeLabel(ctx: AppContext, scope: Scope, id: string): Promise<CustomerLabel[]> {
  const removed = await ctx.db
    .delete(customerLabels)
    .where(and(eq(customerLabels.id, id), eq(customerLabels.tenantId, scope.tenantId), eq(customerLabels.exhibitionId, scope.exhibitionId), eq(customerLabels.deptId, scope.deptId)))
    .returning({ id: customerLabels.id })
  if (removed.length === 0) throw new AppError(404, 'error.notFound')
  return listLabels(ctx.db, scope)
}

/** Every lead one account of the company owns, moved to another current member of the company, in one statement. */
export async function transferLeads(ctx: AppContext, scope: Scope, fromUserId: string, toUserId: string): Promise<LeadTransferResult> {
  const [to] = await ctx.db
    .select({ userId: users.id, name: users.name, account: users.account })
    .from(exhibitorMembers)
    .innerJoin(users, eq(users.id, exhibitorMembers.userId))
    .where(and(eq(exhibitorMembers.tenantId, scope.tenantId), eq(exhibitorMembers.deptId, scope.deptId), eq(exhibitorMembers.userId, toUserId)))
  if (!to) throw new AppError(409, 'error.customer.notStaff')
  // The departing account may have left the company already: what names it is that it owns leads here, or is a member.
  const [from] = await ctx.db.select({ userId: users.id, name: users.name, account: users.account }).from(users).where(and(eq(users.id, fromUserId), eq(users.tenantId, scope.tenantId)))
  const [isMember] = await ctx.db
    .select({ id: exhibitorMembers.id })
    .from(exhibitorMembers)
    .where(and(eq(exhibitorMembers.tenantId, scope.tenantId), eq(exhibitorMembers.deptId, scope.deptId), eq(exhibitorMembers.userId, fromUserId)))
  const moved = await ctx.db
    .update(customerLeads)
    .set({ ownerUserId: toUserId, updatedAt: new Date(ctx.clock.now()) })
    .where(and(eq(customerLeads.tenantId, scope.tenantId), eq(customerLeads.exhibitionId, scope.exhibitionId), eq(customerLeads.deptId, scope.deptId), eq(customerLeads.ownerUserId, fromUserId)))
    .returning({ id: customerLeads.id })
  if (!from || (!isMember && moved.length === 0)) throw new AppError(409, 'error.customer.notStaff')
  return { moved: moved.length, from: { userId: from.userId, name: personName(from.name, from.account) }, to: { userId: to.userId, name: personName(to.name, to.account) } }
}

