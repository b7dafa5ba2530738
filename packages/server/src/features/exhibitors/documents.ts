import { and, count, desc, eq } from 'drizzle-orm'
import { EXHIBITOR_SERVICE_PATHS, MATERIAL_TYPES, type ExhibitorDocumentPage, type ExhibitorDocumentView, type MaterialType, type MaterialTypeView } from '@fairpass/core/contract'
import { formatValidationMessage, type DocumentPublishRequest } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { sniffFileType } from '../../files'
import type { Language } from '../../language'
import type { Queryable } from './company'
import { exhibitorDocuments, type DocumentRow } from './tables'

/*
 * Documents the organiser publishes for the exhibitors of an exhibition (the exhibitor manual, booth-building rules,
 * logistics, forms): listed by `materialTypeV2` on /information/manualAll|manualPart and /datadownload, downloaded by
 * members of a company at the exhibition. The organiser's file is checked by content like an upload: what it claims
 * to be by its name must be what its bytes are, for the types a browser would otherwise open in place.
 */

const MATERIAL_LABELS: Record<MaterialType, { cn: string; en: string }> = {
  manual: { cn: '参展商手册', en: 'Exhibitor manual' },
  boothBuilding: { cn: '展位搭建', en: 'Booth building' },
  logistics: { cn: '物流与运输', en: 'Logistics and transport' },
  forms: { cn: '表格下载', en: 'Forms' },
  other: { cn: '其他资料', en: 'Other documents' },
}

/** 20 MB: a printed manual with pictures; the admin route's body limit is set from this. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** What the bytes must start like for a name's extension; a named type whose content is something else is refused. */
function contentMatches(extension: string, bytes: Buffer): boolean {
  const sniffed = sniffFileType(bytes)
  if (extension === 'pdf') return sniffed === 'pdf'
  if (extension === 'png') return sniffed === 'png'
  if (extension === 'jpg' || extension === 'jpeg') return sniffed === 'jpeg'
  // docx/xlsx/zip are zip containers ("PK\x03\x04"); doc/xls the OLE compound file.
  if (extension === 'docx' || extension === 'xlsx' || extension === 'zip') return bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
  if (extension === 'doc' || extension === 'xls') return bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
  return false
}

export function documentView(row: ListedRow, language: Language): ExhibitorDocumentView {
  const query = new URLSearchParams({ exhibitionId: row.exhibitionId, id: row.id })
  return {
    id: row.id,
    exhibitionId: row.exhibitionId,
    materialTypeV2: row.materialType as MaterialType,
    title: language === 'en' ? row.titleEn : row.titleCn,
    description: language === 'en' ? row.descriptionEn : row.descriptionCn,
    fileName: row.fileName,
    mimeType: row.mimeType,
    bytes: row.bytes,
    downloadPath: `${EXHIBITOR_SERVICE_PATHS.documentDownload}?${query.toString()}`,
    publishedAt: row.publishedAt.toISOString(),
  }
}

const listed = {
  id: exhibitorDocuments.id,
  tenantId: exhibitorDocuments.tenantId,
  exhibitionId: exhibitorDocuments.exhibitionId,
  materialType: exhibitorDocuments.materialType,
  titleCn: exhibitorDocuments.titleCn,
  titleEn: exhibitorDocuments.titleEn,
  descriptionCn: exhibitorDocuments.descriptionCn,
  descriptionEn: exhibitorDocuments.descriptionEn,
  fileName: exhibitorDocuments.fileName,
  mimeType: exhibitorDocuments.mimeType,
  bytes: exhibitorDocuments.bytes,
  publishedAt: exhibitorDocuments.publishedAt,
}
type ListedRow = Omit<DocumentRow, 'content'>

function where(exhibition: { tenantId: string; id: string }, materialType?: MaterialType) {
  return and(eq(exhibitorDocuments.tenantId, exhibition.tenantId), eq(exhibitorDocuments.exhibitionId, exhibition.id), materialType ? eq(exhibitorDocuments.materialType, materialType) : undefined)
}

export async function materialTypes(db: Queryable, exhibition: { tenantId: string; id: string }, language: Language): Promise<MaterialTypeView[]> {
  const counts = await db.select({ type: exhibitorDocuments.materialType, n: count() }).from(exhibitorDocuments).where(where(exhibition)).groupBy(exhibitorDocuments.materialType)
  const byType = new Map(counts.map((row) => [row.type, Number(row.n)]))
  return MATERIAL_TYPES.map((key) => ({ key, label: MATERIAL_LABELS[key][language], documents: byType.get(key) ?? 0 }))
}

export async function listDocuments(db: Queryable, exhibition: { tenantId: string; id: string }, materialType: MaterialType | undefined, language: Language): Promise<ExhibitorDocumentView[]> {
  const rows: ListedRow[] = await db.select(listed).from(exhibitorDocuments).where(where(exhibition, materialType)).orderBy(desc(exhibitorDocuments.publishedAt), desc(exhibitorDocuments.id))
  return rows.map((row) => documentView(row, language))
}

export async function documentPage(db: Queryable, exhibition: { tenantId: string; id: string }, materialType: MaterialType | undefined, page: number, size: number, language: Language): Promise<ExhibitorDocumentPage> {
  const [total] = await db.select({ n: count() }).from(exhibitorDocuments).where(where(exhibition, materialType))
  const rows: ListedRow[] = await db
    .select(listed)
    .from(exhibitorDocuments)
    .where(where(exhibition, materialType))
    .orderBy(desc(exhibitorDocuments.publishedAt), desc(exhibitorDocuments.id))
    .limit(size)
    .offset((page - 1) * size)
  return { page, size, total: Number(total?.n ?? 0), records: rows.map((row) => documentView(row, language)) }
}

export async function findDocument(db: Queryable, exhibition: { tenantId: string; id: string }, id: string, withContent: true): Promise<DocumentRow>
export async function findDocument(db: Queryable, exhibition: { tenantId: string; id: string }, id: string, withContent?: false): Promise<ListedRow>
export async function findDocument(db: Queryable, exhibition: { tenantId: string; id: string }, id: string, withContent = false): Promise<ListedRow | DocumentRow> {
  const query = withContent ? db.select().from(exhibitorDocuments) : db.select(listed).from(exhibitorDocuments)
  const [row] = await query.where(and(where(exhibition), eq(exhibitorDocuments.id, id))).limit(1)
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

export async function publishDocument(ctx: AppContext, exhibition: { tenantId: string; id: string }, input: DocumentPublishRequest, language: Language): Promise<ExhibitorDocumentView> {
  const extension = input.fileName.split('.').pop()!.toLowerCase()
  const mimeType = MIME_BY_EXTENSION[extension]
  const bytes = Buffer.from(input.contentBase64, 'base64')
  if (!mimeType || bytes.length === 0 || bytes.length > DOCUMENT_MAX_BYTES || !contentMatches(extension, bytes)) {
    throw new AppError(400, 'error.badRequest', undefined, { fieldErrors: { fileName: formatValidationMessage('validation.document.content', language, { n: DOCUMENT_MAX_BYTES / 1024 / 1024 }) } })
  }
  const [row] = await ctx.db
    .insert(exhibitorDocuments)
    .values({
      tenantId: exhibition.tenantId,
      exhibitionId: exhibition.id,
      materialType: input.materialTypeV2,
      titleCn: input.titleCn,
      titleEn: input.titleEn,
      descriptionCn: input.descriptionCn,
      descriptionEn: input.descriptionEn,
      fileName: input.fileName,
      mimeType,
      bytes: bytes.length,
      content: bytes,
      publishedAt: new Date(ctx.clock.now()),
    })
    .returning()
  return documentView(row, language)
}

export async function removeDocument(ctx: AppContext, exhibition: { tenantId: string; id: string }, id: string): Promise<void> {
  const removed = await ctx.db.delete(exhibitorDocuments).where(and(where(exhibition), eq(exhibitorDocuments.id, id))).returning({ id: exhibitorDocuments.id })
  if (removed.length === 0) throw new AppError(404, 'error.notFound')
}
