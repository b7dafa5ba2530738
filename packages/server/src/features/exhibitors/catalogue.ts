import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { HistoryProductPage, JournalHistoryEntry, JournalView, ProductPage, ProductView, ReviewState } from '@fairpass/core/contract'
import { formatValidationMessage, type JournalSaveRequest, type ProductFieldsInput } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { exhibitions } from '../../tenancy'
import { exhibitsPart, fileRef, cataloguePart, participationOf, productCount, type Queryable, type Scope } from './company'
import { assertProductRoom, reviewAfterChange } from './rules'
import { exhibitorJournals, exhibitorParticipations, exhibitorProducts, type JournalRow, type ParticipationRow, type ProductImage, type ProductRow } from './tables'
import { categoryLabel, isCategory } from './texts'
import { claimUploads } from './uploads'

/*
 * The catalogue entry (exhibitor journal v2) and the exhibits. Changing what the organiser already decided sends it
 * back to review (rules.reviewAfterChange); the product cap is counted under the company's row lock.
 */

const iso = (value: Date) => value.toISOString()

function journalFields(row: JournalRow) {
  return {
    nameCn: row.nameCn,
    nameEn: row.nameEn,
    contacts: row.contacts,
    contactInformation: row.contactInformation,
    introductionCn: row.introductionCn,
    introductionEn: row.introductionEn,
    logoFileId: row.logoFileId,
    initiativeLetterAccepted: row.initiativeLetterAccepted,
  }
}

export function journalView(row: JournalRow | undefined, participation: ParticipationRow, exhibitionId: string): JournalView {
  if (!row) {
    return {
      id: null,
      exhibitionId,
      status: 'draft',
      nameCn: '',
      nameEn: '',
      contacts: '',
      contactInformation: '',
      introductionCn: '',
      introductionEn: '',
      logoFileId: null,
      initiativeLetterAccepted: false,
      logo: null,
      review: cataloguePart(participation),
      copiedFromId: null,
      updatedAt: null,
    }
  }
  return {
    id: row.id,
    exhibitionId: row.exhibitionId,
    status: row.status as JournalView['status'],
    ...journalFields(row),
    logo: fileRef(row.logoFileId, row.logoThumbFileId),
    review: cataloguePart(participation),
    copiedFromId: row.copiedFromId,
    updatedAt: iso(row.updatedAt),
  }
}

export async function findJournal(db: Queryable, scope: Scope): Promise<JournalRow | undefined> {
  const [row] = await db
    .select()
    .from(exhibitorJournals)
    .where(and(eq(exhibitorJournals.tenantId, scope.tenantId), eq(exhibitorJournals.exhibitionId, scope.exhibitionId), eq(exhibitorJournals.deptId, scope.deptId)))
    .limit(1)
  return row
}

export async function journalDraft(db: Queryable, scope: Scope): Promise<JournalView> {
  const participation = await participationOf(db, scope)
  return journalView(await findJournal(db, scope), participation.row, scope.exhibitionId)
}

/**
 * Saves the entry as a draft, or (submit) as the entry sent to review: 'pending', whatever it was. A draft saved
 * over a submitted entry withdraws it from review ('none'), so what the organiser reviews is always what is stored.
 */
export async function saveJournal(ctx: AppContext, scope: Scope, request: JournalSaveRequest, language: Language): Promise<JournalView> {
  return ctx.db.transaction(async (tx) => {
    const participation = await participationOf(tx, scope, { lock: true })
    const journal = request.journal
    const logo = journal.logoFileId ? (await claimUploads(tx, scope, 'exhibitorLogo', [journal.logoFileId], 'journal.logoFileId', language)).get(journal.logoFileId) : undefined
    const now = new Date(ctx.clock.now())
    const values = {
      nameCn: journal.nameCn,
      nameEn: journal.nameEn,
      contacts: journal.contacts,
      contactInformation: journal.contactInformation,
      introductionCn: journal.introductionCn,
      introductionEn: journal.introductionEn,
      logoFileId: journal.logoFileId,
      logoThumbFileId: logo?.thumbFileId ?? null,
      initiativeLetterAccepted: journal.initiativeLetterAccepted,
      status: request.submit ? 'submitted' : 'draft',
      submittedAt: request.submit ? now : null,
      updatedAt: now,
    }
    const [row] = await tx
      .insert(exhibitorJournals)
      .values({ ...values, tenantId: scope.tenantId, exhibitionId: scope.exhibitionId, deptId: scope.deptId, createdAt: now })
      .onConflictDoUpdate({ target: [exhibitorJournals.exhibitionId, exhibitorJournals.deptId], set: values })
      .returning()
    const [updated] = await tx
      .update(exhibitorParticipations)
      .set(
        request.submit
          ? { catalogueState: 'pending', catalogueReason: null, catalogueSubmittedAt: now, catalogueDecidedAt: null }
          : { catalogueState: 'none', catalogueReason: null, catalogueSubmittedAt: null, catalogueDecidedAt: null },
      )
      .where(eq(exhibitorParticipations.id, participation.row.id))
      .returning()
    return journalView(row, updated, scope.exhibitionId)
  })
}

async function exhibitionTitles(db: Queryable, ids: string[], language: Language): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: exhibitions.id, titleCn: exhibitions.titleCn, titleEn: exhibitions.titleEn }).from(exhibitions).where(inArray(exhibitions.id, ids))
  return new Map(rows.map((row) => [row.id, language === 'en' ? row.titleEn : row.titleCn]))
}

/** The company's entries of its other exhibitions of the tenant, newest first. */
export async function journalHistory(db: Queryable, scope: Scope, language: Language): Promise<JournalHistoryEntry[]> {
  const rows = await db
    .select()
    .from(exhibitorJournals)
    .where(and(eq(exhibitorJournals.tenantId, scope.tenantId), eq(exhibitorJournals.deptId, scope.deptId), ne(exhibitorJournals.exhibitionId, scope.exhibitionId)))
    .orderBy(desc(exhibitorJournals.updatedAt))
  const titles = await exhibitionTitles(db, [...new Set(rows.map((row) => row.exhibitionId))], language)
  return rows.map((row) => ({
    id: row.id,
    exhibitionId: row.exhibitionId,
    exhibitionTitle: titles.get(row.exhibitionId) ?? row.exhibitionId,
    ...journalFields(row),
    logo: fileRef(row.logoFileId, row.logoThumbFileId),
    updatedAt: iso(row.updatedAt),
  }))
}

/** An earlier entry of the company copied into this fair's draft: the company reviews it before submitting. */
export async function copyJournal(ctx: AppContext, scope: Scope, id: string): Promise<JournalView> {
  const [source] = await ctx.db
    .select()
    .from(exhibitorJournals)
    .where(and(eq(exhibitorJournals.id, id), eq(exhibitorJournals.tenantId, scope.tenantId), eq(exhibitorJournals.deptId, scope.deptId), ne(exhibitorJournals.exhibitionId, scope.exhibitionId)))
    .limit(1)
  if (!source) throw new AppError(404, 'error.notFound')
  return ctx.db.transaction(async (tx) => {
    const participation = await participationOf(tx, scope, { lock: true })
    const now = new Date(ctx.clock.now())
    const values = { ...journalFields(source), logoThumbFileId: source.logoThumbFileId, status: 'draft', submittedAt: null, copiedFromId: source.id, updatedAt: now }
    const [row] = await tx
      .insert(exhibitorJournals)
      .values({ ...values, tenantId: scope.tenantId, exhibitionId: scope.exhibitionId, deptId: scope.deptId, createdAt: now })
      .onConflictDoUpdate({ target: [exhibitorJournals.exhibitionId, exhibitorJournals.deptId], set: values })
      .returning()
    const [updated] = await tx
      .update(exhibitorParticipations)
      .set({ catalogueState: 'none', catalogueReason: null, catalogueSubmittedAt: null, catalogueDecidedAt: null })
      .where(eq(exhibitorParticipations.id, participation.row.id))
      .returning()
    return journalView(row, updated, scope.exhibitionId)
  })
}

export function productView(row: ProductRow, language: Language): ProductView {
  return {
    id: row.id,
    exhibitionId: row.exhibitionId,
    nameCn: row.nameCn,
    nameEn: row.nameEn,
    descriptionCn: row.descriptionCn,
    descriptionEn: row.descriptionEn,
    category: row.category,
    categoryLabel: categoryLabel(row.category, language),
    images: row.images.map((image) => fileRef(image.fileId, image.thumbFileId)!),
    video: fileRef(row.videoFileId, null),
    copiedFromId: row.copiedFromId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }
}

const ownProducts = (scope: Scope) =>
  and(eq(exhibitorProducts.tenantId, scope.tenantId), eq(exhibitorProducts.exhibitionId, scope.exhibitionId), eq(exhibitorProducts.deptId, scope.deptId))

export async function findProduct(db: Queryable, scope: Scope, id: string): Promise<ProductRow> {
  const [row] = await db.select().from(exhibitorProducts).where(and(eq(exhibitorProducts.id, id), ownProducts(scope))).limit(1)
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

export async function productPage(db: Queryable, scope: Scope, page: number, size: number, language: Language): Promise<ProductPage> {
  const participation = await participationOf(db, scope)
  const rows = await db.select().from(exhibitorProducts).where(ownProducts(scope)).orderBy(asc(exhibitorProducts.createdAt), asc(exhibitorProducts.id)).limit(size).offset((page - 1) * size)
  const total = await productCount(db, scope)
  return { page, size, total, records: rows.map((row) => productView(row, language)), cap: participation.productCap, used: total, exhibits: exhibitsPart(participation.row) }
}

function badCategory(language: Language): AppError {
  return new AppError(400, 'error.badRequest', undefined, { fieldErrors: { 'product.category': formatValidationMessage('validation.exhibitor.category', language) } })
}

/** A change to the exhibits after the organiser decided on them sends them back to review. */
async function exhibitsChanged(tx: Queryable, participation: ParticipationRow, now: Date): Promise<void> {
  const next = reviewAfterChange(participation.exhibitsState as ReviewState)
  if (next === participation.exhibitsState) return
  await tx
    .update(exhibitorParticipations)
    .set({ exhibitsState: next, exhibitsReason: null, exhibitsSubmittedAt: now, exhibitsDecidedAt: null })
    .where(eq(exhibitorParticipations.id, participation.id))
}

/** A new product (refused past the cap, counted under the company's lock) or one of the company's replaced. */
export async function saveProduct(ctx: AppContext, scope: Scope, id: string | undefined, product: ProductFieldsInput, language: Language): Promise<ProductView> {
  if (!isCategory(product.category)) throw badCategory(language)
  return ctx.db.transaction(async (tx) => {
    const participation = await participationOf(tx, scope, { lock: true })
    const existing = id ? await findProduct(tx, scope, id) : undefined
    const images = await claimUploads(tx, scope, 'productImage', product.imageFileIds, 'product.imageFileIds', language)
    if (product.videoFileId) await claimUploads(tx, scope, 'productVideo', [product.videoFileId], 'product.videoFileId', language)
    const now = new Date(ctx.clock.now())
    const values = {
      nameCn: product.nameCn,
      nameEn: product.nameEn,
      descriptionCn: product.descriptionCn,
      descriptionEn: product.descriptionEn,
      category: product.category,
      images: product.imageFileIds.map((fileId): ProductImage => ({ fileId, thumbFileId: images.get(fileId)?.thumbFileId ?? null })),
      videoFileId: product.videoFileId,
      updatedAt: now,
    }
    let row: ProductRow
    if (existing) {
      ;[row] = await tx.update(exhibitorProducts).set(values).where(and(eq(exhibitorProducts.id, existing.id), ownProducts(scope))).returning()
    } else {
      assertProductRoom(await productCount(tx, scope), 1, participation.productCap)
      ;[row] = await tx.insert(exhibitorProducts).values({ ...values, tenantId: scope.tenantId, exhibitionId: scope.exhibitionId, deptId: scope.deptId, createdAt: now }).returning()
    }
    await exhibitsChanged(tx, participation.row, now)
    return productView(row, language)
  })
}

export async function removeProduct(ctx: AppContext, scope: Scope, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const participation = await participationOf(tx, scope, { lock: true })
    const removed = await tx.delete(exhibitorProducts).where(and(eq(exhibitorProducts.id, id), ownProducts(scope))).returning({ id: exhibitorProducts.id })
    if (removed.length === 0) throw new AppError(404, 'error.notFound')
    const now = new Date(ctx.clock.now())
    // The last product gone: there are no exhibits left to review.
    if ((await productCount(tx, scope)) === 0) {
      await tx.update(exhibitorParticipations).set({ exhibitsState: 'none', exhibitsReason: null, exhibitsSubmittedAt: null, exhibitsDecidedAt: null }).where(eq(exhibitorParticipations.id, participation.row.id))
    } else {
      await exhibitsChanged(tx, participation.row, now)
    }
  })
}

const earlierProducts = (scope: Scope) => and(eq(exhibitorProducts.tenantId, scope.tenantId), eq(exhibitorProducts.deptId, scope.deptId), ne(exhibitorProducts.exhibitionId, scope.exhibitionId))

export async function productHistory(db: Queryable, scope: Scope, page: number, size: number, language: Language): Promise<HistoryProductPage> {
  const rows = await db.select().from(exhibitorProducts).where(earlierProducts(scope)).orderBy(desc(exhibitorProducts.createdAt), asc(exhibitorProducts.id)).limit(size).offset((page - 1) * size)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(exhibitorProducts).where(earlierProducts(scope))
  const copied = await db.select({ copiedFromId: exhibitorProducts.copiedFromId }).from(exhibitorProducts).where(ownProducts(scope))
  const copiedIds = new Set(copied.map((row) => row.copiedFromId))
  const titles = await exhibitionTitles(db, [...new Set(rows.map((row) => row.exhibitionId))], language)
  return {
    page,
    size,
    total: Number(count?.n ?? 0),
    records: rows.map((row) => ({ ...productView(row, language), exhibitionTitle: titles.get(row.exhibitionId) ?? row.exhibitionId, copied: copiedIds.has(row.id) })),
  }
}

/** Earlier products copied to this fair: all or none, the cap counted under the lock; one already copied is not copied again. */
export async function copyProducts(ctx: AppContext, scope: Scope, ids: readonly string[], language: Language): Promise<ProductPage> {
  await ctx.db.transaction(async (tx) => {
    const participation = await participationOf(tx, scope, { lock: true })
    const sources = await tx.select().from(exhibitorProducts).where(and(inArray(exhibitorProducts.id, [...ids]), earlierProducts(scope)))
    if (sources.length !== new Set(ids).size) throw new AppError(404, 'error.notFound')
    const already = await tx.select({ copiedFromId: exhibitorProducts.copiedFromId }).from(exhibitorProducts).where(and(ownProducts(scope), inArray(exhibitorProducts.copiedFromId, [...ids])))
    const skip = new Set(already.map((row) => row.copiedFromId))
    const fresh = sources.filter((source) => !skip.has(source.id))
    if (fresh.length === 0) return
    assertProductRoom(await productCount(tx, scope), fresh.length, participation.productCap)
    const now = new Date(ctx.clock.now())
    await tx.insert(exhibitorProducts).values(
      fresh.map((source) => ({
        tenantId: scope.tenantId,
        exhibitionId: scope.exhibitionId,
        deptId: scope.deptId,
        nameCn: source.nameCn,
        nameEn: source.nameEn,
        descriptionCn: source.descriptionCn,
        descriptionEn: source.descriptionEn,
        category: source.category,
        images: source.images,
        videoFileId: source.videoFileId,
        copiedFromId: source.id,
        createdAt: now,
        updatedAt: now,
      })),
    )
    await exhibitsChanged(tx, participation.row, now)
  })
  return productPage(ctx.db, scope, 1, 100, language)
}

/** exhibitorStatus/submit: the exhibits (at least one product) sent to review. */
export async function submitExhibits(ctx: AppContext, scope: Scope): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const participation = await participationOf(tx, scope, { lock: true })
    if ((await productCount(tx, scope)) === 0) throw new AppError(409, 'error.exhibitor.noProducts')
    const now = new Date(ctx.clock.now())
    await tx.update(exhibitorParticipations).set({ exhibitsState: 'pending', exhibitsReason: null, exhibitsSubmittedAt: now, exhibitsDecidedAt: null }).where(eq(exhibitorParticipations.id, participation.row.id))
  })
}

