import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm'
import { EXHIBITOR_STAFF_TICKET_REGISTER_TYPE, type AdminCompanyView, type CompanyCreated, type ExhibitorSettingsView, type ReviewState, type SubmissionView } from '@fairpass/core/contract'
import { isEmail, type CompanyCapsRequest, type CompanyCreateRequest, type ExhibitorSettingsRequest, type ReviewDecisionRequest } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Exhibition } from '../../tenancy'
import { findOrCreateUser, normaliseAccount, storePassword, users } from '../auth'
import { ensureTicketCodes, findRegistration, registrations } from '../user'
import { boothView, boothsOf, cataloguePart, exhibitsPart, participationOf, productCount, settingsOf, DEFAULT_CREDENTIAL_CAP, DEFAULT_PRODUCT_CAP } from './company'
import { credentialCounts } from './credentials'
import { newFirstLoginPassword } from './rules'
import { exhibitorBooths, exhibitorCompanies, exhibitorCredentials, exhibitorJournals, exhibitorMembers, exhibitorParticipations, exhibitorSettings, type CredentialRow } from './tables'

/*
 * What the organiser does (admin API, `npm run admin -- exhibitor-…`): companies with their booths and admin
 * account, caps and the badge deadline, and the review of catalogues, exhibits and badges. An approved badge of a
 * staff member with an account gives that account an entry code, as an approved visitor gets one.
 */

const STAFF_TICKET_REGISTER_TYPE = EXHIBITOR_STAFF_TICKET_REGISTER_TYPE

function isUniqueViolation(error: unknown): string | null {
  for (let current = error as { code?: unknown; cause?: unknown; constraint?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return String(current.constraint ?? '')
  }
  return null
}

/**
 * A company with its booths and admin account, all or nothing. The admin account is created (or an existing account
 * of the tenant that acts for no company is taken) with a fresh first-login password that must be replaced.
 */
export async function createCompany(ctx: AppContext, exhibition: Exhibition, request: CompanyCreateRequest): Promise<CompanyCreated> {
  const { account } = normaliseAccount(request.adminAccount)
  const admin = await findOrCreateUser(ctx, exhibition.tenantId, isEmail(account) ? 'email' : 'sms', account)
  const [taken] = await ctx.db.select().from(exhibitorMembers).where(and(eq(exhibitorMembers.tenantId, exhibition.tenantId), eq(exhibitorMembers.userId, admin.id))).limit(1)
  if (taken) throw new AppError(409, 'error.exhibitor.accountTaken', { account })
  const password = newFirstLoginPassword()
  let deptId: string
  try {
    deptId = await ctx.db.transaction(async (tx) => {
      const [company] = await tx
        .insert(exhibitorCompanies)
        .values({ tenantId: exhibition.tenantId, nameCn: request.nameCn, nameEn: request.nameEn || null, fullNameCn: request.fullNameCn, fullNameEn: request.fullNameEn || null })
        .returning()
      await tx.insert(exhibitorParticipations).values({ tenantId: exhibition.tenantId, exhibitionId: exhibition.id, deptId: company.id, productCap: request.productCap ?? null, credentialCap: request.credentialCap ?? null })
      await tx.insert(exhibitorBooths).values(
        request.booths.map((booth, index) => ({ tenantId: exhibition.tenantId, exhibitionId: exhibition.id, deptId: company.id, hall: booth.hall, boothNo: booth.boothNo, type: booth.type, area: booth.area, sort: index })),
      )
      await tx.insert(exhibitorMembers).values({ tenantId: exhibition.tenantId, deptId: company.id, userId: admin.id, role: 'admin', mustSetPassword: true })
      return company.id
    })
  } catch (error) {
    const constraint = isUniqueViolation(error)
    if (constraint === 'exhibitor_booths_unique' || constraint?.includes('booth')) throw new AppError(409, 'error.exhibitor.boothTaken', { booth: request.booths.map((booth) => `${booth.hall}-${booth.boothNo}`).join(', ') })
    if (constraint !== null) throw new AppError(409, 'error.exhibitor.accountTaken', { account })
    throw error
  }
  await storePassword(ctx, admin, password)
  await ctx.db.update(users).set({ deptId }).where(eq(users.id, admin.id))
  return { deptId, adminAccount: account, firstLoginPassword: password, booths: (await boothsOf(ctx.db, exhibition.id, deptId)).map(boothView) }
}

/**
 * A company of the tenant that takes part in one more exhibition, with its booths there: its catalogue entries and
 * products of the others become its history (listHistory, historyPage), to copy to this fair.
 */
export async function addParticipation(db: Db, exhibition: Pick<Exhibition, 'id' | 'tenantId'>, deptId: string, booths: CompanyCreateRequest['booths']): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(exhibitorParticipations).values({ tenantId: exhibition.tenantId, exhibitionId: exhibition.id, deptId }).onConflictDoNothing()
    await tx.insert(exhibitorBooths).values(booths.map((booth, index) => ({ tenantId: exhibition.tenantId, exhibitionId: exhibition.id, deptId, hall: booth.hall, boothNo: booth.boothNo, type: booth.type, area: booth.area, sort: index })))
  })
}

export async function saveSettings(ctx: AppContext, exhibition: Exhibition, request: ExhibitorSettingsRequest): Promise<ExhibitorSettingsView> {
  const values = {
    defaultProductCap: request.defaultProductCap,
    defaultCredentialCap: request.defaultCredentialCap,
    credentialDeadline: request.credentialDeadline ? new Date(request.credentialDeadline) : null,
    updatedAt: new Date(ctx.clock.now()),
  }
  await ctx.db.insert(exhibitorSettings).values({ ...values, tenantId: exhibition.tenantId, exhibitionId: exhibition.id }).onConflictDoUpdate({ target: exhibitorSettings.exhibitionId, set: values })
  return settingsView(ctx, exhibition)
}

export async function settingsView(ctx: AppContext, exhibition: Exhibition): Promise<ExhibitorSettingsView> {
  const settings = await settingsOf(ctx.db, exhibition.id)
  return { exhibitionId: exhibition.id, defaultProductCap: settings.defaultProductCap, defaultCredentialCap: settings.defaultCredentialCap, credentialDeadline: settings.credentialDeadline?.toISOString() ?? null }
}

export async function companyView(ctx: AppContext, exhibition: Exhibition, deptId: string): Promise<AdminCompanyView> {
  const scope = { tenantId: exhibition.tenantId, exhibitionId: exhibition.id, deptId }
  const participation = await participationOf(ctx.db, scope)
  const [admin] = await ctx.db
    .select({ account: users.account })
    .from(exhibitorMembers)
    .innerJoin(users, eq(users.id, exhibitorMembers.userId))
    .where(and(eq(exhibitorMembers.deptId, deptId), eq(exhibitorMembers.role, 'admin')))
    .orderBy(asc(exhibitorMembers.createdAt))
    .limit(1)
  return {
    deptId,
    nameCn: participation.company.nameCn,
    nameEn: participation.company.nameEn,
    fullNameCn: participation.company.fullNameCn,
    fullNameEn: participation.company.fullNameEn,
    adminAccount: admin?.account ?? '',
    booths: (await boothsOf(ctx.db, exhibition.id, deptId)).map(boothView),
    productCap: participation.productCap,
    credentialCap: participation.credentialCap,
    products: await productCount(ctx.db, scope),
    credentials: await credentialCounts(ctx.db, scope),
    catalogue: cataloguePart(participation.row),
    exhibits: exhibitsPart(participation.row),
  }
}

export async function listCompanies(ctx: AppContext, exhibition: Exhibition): Promise<AdminCompanyView[]> {
  const rows = await ctx.db
    .select({ deptId: exhibitorParticipations.deptId })
    .from(exhibitorParticipations)
    .innerJoin(exhibitorCompanies, eq(exhibitorCompanies.id, exhibitorParticipations.deptId))
    .where(and(eq(exhibitorParticipations.tenantId, exhibition.tenantId), eq(exhibitorParticipations.exhibitionId, exhibition.id)))
    .orderBy(asc(exhibitorCompanies.nameCn))
  return Promise.all(rows.map((row) => companyView(ctx, exhibition, row.deptId)))
}

export async function setCaps(ctx: AppContext, exhibition: Exhibition, deptId: string, request: CompanyCapsRequest): Promise<AdminCompanyView> {
  const updated = await ctx.db
    .update(exhibitorParticipations)
    .set({ ...(request.productCap !== undefined ? { productCap: request.productCap } : {}), ...(request.credentialCap !== undefined ? { credentialCap: request.credentialCap } : {}) })
    .where(and(eq(exhibitorParticipations.tenantId, exhibition.tenantId), eq(exhibitorParticipations.exhibitionId, exhibition.id), eq(exhibitorParticipations.deptId, deptId)))
    .returning({ id: exhibitorParticipations.id })
  if (updated.length === 0) throw new AppError(404, 'error.notFound')
  return companyView(ctx, exhibition, deptId)
}

function credentialSubmission(row: CredentialRow, company: string): SubmissionView {
  return {
    kind: 'credential',
    id: row.id,
    deptId: row.deptId,
    companyName: company,
    summary: `${row.name} · ${row.position}`,
    state: row.state as SubmissionView['state'],
    reason: row.reason,
    submittedAt: row.appliedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}

/** What the organiser reviews: catalogues, exhibits and badges that were submitted (optionally of one state), oldest first. */
export async function listSubmissions(ctx: AppContext, exhibition: Exhibition, state: 'pending' | 'approved' | 'rejected' | undefined): Promise<SubmissionView[]> {
  const participations = await ctx.db
    .select({ participation: exhibitorParticipations, company: exhibitorCompanies, journalName: exhibitorJournals.nameCn })
    .from(exhibitorParticipations)
    .innerJoin(exhibitorCompanies, eq(exhibitorCompanies.id, exhibitorParticipations.deptId))
    .leftJoin(exhibitorJournals, and(eq(exhibitorJournals.exhibitionId, exhibitorParticipations.exhibitionId), eq(exhibitorJournals.deptId, exhibitorParticipations.deptId)))
    .where(and(eq(exhibitorParticipations.tenantId, exhibition.tenantId), eq(exhibitorParticipations.exhibitionId, exhibition.id)))
  const submissions: SubmissionView[] = []
  for (const { participation, company, journalName } of participations) {
    const catalogue = cataloguePart(participation)
    if (catalogue.state !== 'none') submissions.push({ kind: 'catalogue', id: company.id, deptId: company.id, companyName: company.nameCn, summary: journalName ?? company.nameCn, state: catalogue.state, reason: catalogue.reason, submittedAt: catalogue.submittedAt, decidedAt: catalogue.decidedAt })
    const exhibits = exhibitsPart(participation)
    if (exhibits.state !== 'none') {
      const products = await productCount(ctx.db, { tenantId: exhibition.tenantId, exhibitionId: exhibition.id, deptId: company.id })
      submissions.push({ kind: 'exhibits', id: company.id, deptId: company.id, companyName: company.nameCn, summary: `${products} products`, state: exhibits.state, reason: exhibits.reason, submittedAt: exhibits.submittedAt, decidedAt: exhibits.decidedAt })
    }
  }
  const names = new Map(participations.map((entry) => [entry.company.id, entry.company.nameCn]))
  const credentials = await ctx.db
    .select()
    .from(exhibitorCredentials)
    .where(and(eq(exhibitorCredentials.tenantId, exhibition.tenantId), eq(exhibitorCredentials.exhibitionId, exhibition.id), ne(exhibitorCredentials.state, 'draft')))
    .orderBy(asc(exhibitorCredentials.appliedAt), asc(exhibitorCredentials.id))
  for (const row of credentials) submissions.push(credentialSubmission(row, names.get(row.deptId) ?? ''))
  return submissions.filter((entry) => !state || entry.state === state).sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? ''))
}

/**
 * Approves or rejects (with reason) what waits for review. Only a pending submission is decided: a decision on
 * something withdrawn or already decided is refused, so two organisers deciding at once cannot both win.
 */
export async function decide(ctx: AppContext, exhibition: Exhibition, request: ReviewDecisionRequest): Promise<SubmissionView> {
  const now = new Date(ctx.clock.now())
  const state = request.decision === 'approve' ? 'approved' : 'rejected'
  const reason = request.decision === 'reject' ? request.reason : null
  if (request.kind === 'credential') {
    const [row] = await ctx.db
      .update(exhibitorCredentials)
      .set({ state, reason, decidedAt: now, updatedAt: now })
      .where(and(eq(exhibitorCredentials.id, request.id), eq(exhibitorCredentials.tenantId, exhibition.tenantId), eq(exhibitorCredentials.exhibitionId, exhibition.id), eq(exhibitorCredentials.state, 'pending')))
      .returning()
    if (!row) {
      const [exists] = await ctx.db.select({ id: exhibitorCredentials.id }).from(exhibitorCredentials).where(and(eq(exhibitorCredentials.id, request.id), eq(exhibitorCredentials.exhibitionId, exhibition.id))).limit(1)
      throw exists ? new AppError(409, 'error.exhibitor.notReviewable') : new AppError(404, 'error.notFound')
    }
    if (state === 'approved' && row.userId) await grantEntry(ctx, exhibition, row)
    const [company] = await ctx.db.select({ nameCn: exhibitorCompanies.nameCn }).from(exhibitorCompanies).where(eq(exhibitorCompanies.id, row.deptId))
    return credentialSubmission(row, company?.nameCn ?? '')
  }
  const part = request.kind === 'catalogue' ? 'catalogue' : 'exhibits'
  const columns =
    part === 'catalogue'
      ? { state: exhibitorParticipations.catalogueState, set: { catalogueState: state, catalogueReason: reason, catalogueDecidedAt: now } }
      : { state: exhibitorParticipations.exhibitsState, set: { exhibitsState: state, exhibitsReason: reason, exhibitsDecidedAt: now } }
  const [row] = await ctx.db
    .update(exhibitorParticipations)
    .set(columns.set)
    .where(and(eq(exhibitorParticipations.tenantId, exhibition.tenantId), eq(exhibitorParticipations.exhibitionId, exhibition.id), eq(exhibitorParticipations.deptId, request.id), eq(columns.state, 'pending')))
    .returning()
  if (!row) {
    const [exists] = await ctx.db.select().from(exhibitorParticipations).where(and(eq(exhibitorParticipations.exhibitionId, exhibition.id), eq(exhibitorParticipations.deptId, request.id))).limit(1)
    if (!exists) throw new AppError(404, 'error.notFound')
    const current = (part === 'catalogue' ? exists.catalogueState : exists.exhibitsState) as ReviewState
    throw new AppError(409, current === 'none' ? 'error.exhibitor.notSubmitted' : 'error.exhibitor.notReviewable')
  }
  const [company] = await ctx.db.select().from(exhibitorCompanies).where(eq(exhibitorCompanies.id, request.id))
  const review = part === 'catalogue' ? cataloguePart(row) : exhibitsPart(row)
  return { kind: part, id: request.id, deptId: request.id, companyName: company.nameCn, summary: company.nameCn, state: review.state as SubmissionView['state'], reason: review.reason, submittedAt: review.submittedAt, decidedAt: review.decidedAt }
}

/**
 * The approved staff member's entry code: an approved registration of the exhibition for their account (as an
 * approved visitor has), with its QR and 10-digit code, shown by ticketQrInfo/self like any visitor's.
 */
async function grantEntry(ctx: AppContext, exhibition: Exhibition, credential: CredentialRow): Promise<void> {
  const key = { tenantId: exhibition.tenantId, exhibitionId: exhibition.id, userId: credential.userId!, registerType: STAFF_TICKET_REGISTER_TYPE }
  const now = new Date(ctx.clock.now())
  await ctx.db
    .insert(registrations)
    .values({
      ...key,
      topRegisterType: STAFF_TICKET_REGISTER_TYPE,
      registrationSource: 'exhInviteStaffCard',
      profile: { name: credential.name, position: credential.position, ...(credential.mobile ? { phone: credential.mobile } : {}), ...(credential.email ? { email: credential.email } : {}) },
      completeResult: 'succ',
      examineResult: 'approve',
      deptId: credential.deptId,
      submittedAt: now,
      examinedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [registrations.exhibitionId, registrations.userId, registrations.registerType],
      set: { completeResult: 'succ', examineResult: 'approve', deptId: credential.deptId, examinedAt: now, updatedAt: now },
    })
  const registration = await findRegistration(ctx, key)
  if (registration) await ensureTicketCodes(ctx, registration)
}

