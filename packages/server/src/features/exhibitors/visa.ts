import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { and, desc, eq, inArray } from 'drizzle-orm'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import { EXHIBITOR_SERVICE_PATHS, type AdminVisaView, type VisaRequestView, type VisaState } from '@fairpass/core/contract'
import type { VisaApplicantInput, VisaDecisionRequest } from '@fairpass/core/validation'
import { fairDay, fairTimeZoneOr } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'
import { boothsOf, companyName, participationOf, type Queryable, type Scope } from './company'
import { exhibitorCompanies, exhibitorVisaRequests, type VisaRequestRow } from './tables'

/*
 * Visa invitation letters for a company's foreign staff (issue 17, /visaInfo). The company admin asks with the
 * passport data (validated by visaApplicantSchema), the organiser approves or rejects with a reason (admin CLI), and
 * an approved request is a letter in English on the exhibition's letterhead, rendered on each download with pdfkit as
 * the invoices are (Noto Sans SC embedded as a subset, so a company or exhibition name in Chinese still prints).
 * The passport number is shown masked everywhere but on the letter itself, which only the company admin downloads.
 */

let cachedFont: fontkit.Font | undefined

/** The font the invoices embed (the @embedpdf/fonts-sc package), parsed once per process. */
function letterFont(): fontkit.Font {
  if (!cachedFont) {
    const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')
    cachedFont = fontkit.create(readFileSync(join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf'))) as fontkit.Font
  }
  return cachedFont
}

const maskPassport = (value: string) => `${value.slice(0, 2)}${'*'.repeat(Math.max(value.length - 4, 1))}${value.slice(-2)}`

export function visaView(row: VisaRequestRow): VisaRequestView {
  const letterPath = row.state === 'approved' ? `${EXHIBITOR_SERVICE_PATHS.visaLetter}?${new URLSearchParams({ exhibitionId: row.exhibitionId, id: row.id })}` : null
  return {
    id: row.id,
    exhibitionId: row.exhibitionId,
    state: row.state as VisaState,
    reason: row.reason,
    applicant: {
      surname: row.surname,
      givenNames: row.givenNames,
      sex: row.sex as 'M' | 'F',
      dateOfBirth: row.dateOfBirth,
      nationality: row.nationality,
      passportNoMasked: maskPassport(row.passportNo),
      passportExpiry: row.passportExpiry,
      position: row.position,
      arrival: row.arrival,
      departure: row.departure,
    },
    letterNo: row.letterNo,
    letterPath,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}

const ownRows = (scope: Scope) => and(eq(exhibitorVisaRequests.tenantId, scope.tenantId), eq(exhibitorVisaRequests.exhibitionId, scope.exhibitionId), eq(exhibitorVisaRequests.deptId, scope.deptId))

export async function listVisaRequests(db: Queryable, scope: Scope): Promise<VisaRequestView[]> {
  const rows = await db.select().from(exhibitorVisaRequests).where(ownRows(scope)).orderBy(desc(exhibitorVisaRequests.createdAt), desc(exhibitorVisaRequests.id))
  return rows.map(visaView)
}

export async function findVisaRequest(db: Queryable, scope: Scope, id: string): Promise<VisaRequestRow> {
  const [row] = await db.select().from(exhibitorVisaRequests).where(and(ownRows(scope), eq(exhibitorVisaRequests.id, id))).limit(1)
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

/** A new request, or a rejected one corrected and sent again (pending); a pending or approved one is the organiser's. */
export async function submitVisaRequest(ctx: AppContext, scope: Scope, userId: string, id: string | undefined, applicant: VisaApplicantInput): Promise<VisaRequestView> {
  await participationOf(ctx.db, scope)
  const values = { ...applicant, state: 'pending', reason: null, decidedAt: null, updatedAt: new Date(ctx.clock.now()) }
  if (id) {
    const current = await findVisaRequest(ctx.db, scope, id)
    if (current.state !== 'rejected') throw new AppError(409, 'error.visa.notEditable')
    const [row] = await ctx.db.update(exhibitorVisaRequests).set(values).where(and(eq(exhibitorVisaRequests.id, id), eq(exhibitorVisaRequests.state, 'rejected'))).returning()
    if (!row) throw new AppError(409, 'error.visa.notEditable')
    return visaView(row)
  }
  const [row] = await ctx.db.insert(exhibitorVisaRequests).values({ ...scope, requestedBy: userId, ...values }).returning()
  return visaView(row)
}

export async function removeVisaRequest(ctx: AppContext, scope: Scope, id: string): Promise<void> {
  await findVisaRequest(ctx.db, scope, id)
  const removed = await ctx.db
    .delete(exhibitorVisaRequests)
    .where(and(ownRows(scope), eq(exhibitorVisaRequests.id, id), inArray(exhibitorVisaRequests.state, ['pending', 'rejected'])))
    .returning({ id: exhibitorVisaRequests.id })
  if (removed.length === 0) throw new AppError(409, 'error.visa.notEditable')
}

async function adminView(db: Queryable, row: VisaRequestRow, language: Language): Promise<AdminVisaView> {
  const [company] = await db.select().from(exhibitorCompanies).where(eq(exhibitorCompanies.id, row.deptId)).limit(1)
  return { ...visaView(row), deptId: row.deptId, companyName: companyName(company, language) }
}

export async function adminVisaList(ctx: AppContext, exhibition: { tenantId: string; id: string }, state: VisaState | undefined, language: Language): Promise<AdminVisaView[]> {
  const rows = await ctx.db
    .select()
    .from(exhibitorVisaRequests)
    .where(and(eq(exhibitorVisaRequests.tenantId, exhibition.tenantId), eq(exhibitorVisaRequests.exhibitionId, exhibition.id), state ? eq(exhibitorVisaRequests.state, state) : undefined))
    .orderBy(desc(exhibitorVisaRequests.createdAt))
  return Promise.all(rows.map((row) => adminView(ctx.db, row, language)))
}

/** Only a pending request is decided; an approval gives the letter its reference number. */
export async function decideVisa(ctx: AppContext, exhibition: { tenantId: string; id: string; timeZone?: string }, input: VisaDecisionRequest, language: Language): Promise<AdminVisaView> {
  const now = new Date(ctx.clock.now())
  const approve = input.decision === 'approve'
  // The reference's year and the letter's date are the venue's, like every date the fair writes.
  const letterNo = approve ? `V${exhibition.id}-${fairDay(now, fairTimeZoneOr(exhibition.timeZone)).slice(0, 4)}-${randomBytes(4).toString('hex').toUpperCase()}` : null
  const [row] = await ctx.db
    .update(exhibitorVisaRequests)
    .set({ state: approve ? 'approved' : 'rejected', reason: approve ? null : input.reason, letterNo, decidedAt: now, updatedAt: now })
    .where(and(eq(exhibitorVisaRequests.tenantId, exhibition.tenantId), eq(exhibitorVisaRequests.exhibitionId, exhibition.id), eq(exhibitorVisaRequests.id, input.id), eq(exhibitorVisaRequests.state, 'pending')))
    .returning()
  if (!row) {
    const [exists] = await ctx.db.select({ id: exhibitorVisaRequests.id }).from(exhibitorVisaRequests).where(and(eq(exhibitorVisaRequests.exhibitionId, exhibition.id), eq(exhibitorVisaRequests.id, input.id))).limit(1)
    throw exists ? new AppError(409, 'error.exhibitor.notReviewable') : new AppError(404, 'error.notFound')
  }
  return adminView(ctx.db, row, language)
}

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' })
const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The approved letter as a PDF, in English, on the exhibition's letterhead. */
export async function visaLetterPdf(db: Queryable, scope: Scope, exhibition: Exhibition, id: string): Promise<{ letterNo: string; pdf: Buffer }> {
  const row = await findVisaRequest(db, scope, id)
  if (row.state !== 'approved' || !row.letterNo || !row.decidedAt) throw new AppError(409, 'error.visa.notIssued')
  const participation = await participationOf(db, scope)
  const company = participation.company
  const booths = await boothsOf(db, scope.exhibitionId, scope.deptId)
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Visa invitation letter ${row.letterNo}`, Author: exhibition.titleEn, Creator: 'FairPass' } })
  // Dated by the decision, not by the download.
  pdf.info.CreationDate = row.decidedAt
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  pdf.registerFont('letter', letterFont() as unknown as Buffer)
  pdf.font('letter').fillColor('#1f2937')
  const width = pdf.page.width - 112
  // Letterhead.
  pdf.fontSize(16).fillColor('#9a3412').text(exhibition.titleEn, { width, align: 'center' })
  pdf.fontSize(9).fillColor('#6b7280').text(exhibition.titleCn, { width, align: 'center' })
  pdf.moveDown(0.4)
  const ruleY = pdf.y
  pdf.moveTo(56, ruleY).lineTo(56 + width, ruleY).lineWidth(1).strokeColor('#9a3412').stroke()
  pdf.moveDown(1.2)
  pdf.fontSize(14).fillColor('#1f2937').text('INVITATION LETTER', { width, align: 'center' })
  pdf.moveDown(1)
  pdf.fontSize(10).text(`Ref.: ${row.letterNo}`, { width, align: 'right' })
  pdf.text(`Date: ${longDate(fairDay(row.decidedAt, fairTimeZoneOr(exhibition.timeZone)))}`, { width, align: 'right' })
  pdf.moveDown(1)
  pdf.text("To the Embassy / Consulate General of the People's Republic of China")
  pdf.moveDown(1)
  const title = row.sex === 'F' ? 'Ms.' : 'Mr.'
  const fullName = `${row.givenNames} ${row.surname.toUpperCase()}`
  const companyEn = company.fullNameEn || company.nameEn || company.fullNameCn
  const boothText = booths.map((booth) => `${booth.hall}-${booth.boothNo}`).join(', ')
  pdf.fontSize(11).text(
    `We are pleased to invite ${title} ${fullName}, ${row.position} of ${companyEn}, to attend ${exhibition.titleEn} as an exhibitor` +
      (boothText ? ` (booth ${boothText})` : '') +
      `. ${title} ${row.surname.toUpperCase()} plans to stay in China from ${longDate(row.arrival)} to ${longDate(row.departure)}.`,
    { width, align: 'justify', lineGap: 3 },
  )
  pdf.moveDown(1)
  const facts: Array<[string, string]> = [
    ['Surname', row.surname.toUpperCase()],
    ['Given names', row.givenNames],
    ['Sex', row.sex === 'F' ? 'Female' : 'Male'],
    ['Date of birth', longDate(row.dateOfBirth)],
    ['Nationality', COUNTRY_NAMES.of(row.nationality) ?? row.nationality],
    ['Passport No.', row.passportNo],
    ['Passport valid until', longDate(row.passportExpiry)],
    ['Company', companyEn],
    ['Position', row.position],
    ['Duration of stay', `${longDate(row.arrival)} – ${longDate(row.departure)}`],
  ]
  for (const [label, value] of facts) {
    const y = pdf.y
    pdf.fontSize(10).fillColor('#6b7280').text(label, 56, y, { width: 150 })
    pdf.fillColor('#1f2937').text(value, 206, y, { width: width - 150 })
    pdf.moveDown(0.3)
  }
  pdf.moveDown(1)
  pdf.fontSize(11).text(
    'The organiser bears no financial responsibility for the visit; travel, accommodation and all other costs are borne by the invited person or their company. We kindly ask you to grant the necessary visa.',
    56,
    pdf.y,
    { width, align: 'justify', lineGap: 3 },
  )
  pdf.moveDown(2)
  pdf.text('Yours faithfully,')
  pdf.moveDown(2)
  pdf.text(`The Organising Committee of ${exhibition.titleEn}`)
  pdf.end()
  return { letterNo: row.letterNo, pdf: await finished }
}
