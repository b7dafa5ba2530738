import sharp, { type Sharp } from 'sharp'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import {
  EXHIBITOR_LOGO_SIZE,
  EXHIBITOR_PRODUCT_IMAGE_MAX_SIDE,
  EXHIBITOR_THUMB_SIDE,
  EXHIBITOR_SERVICE_UPLOAD_PURPOSES,
  EXHIBITOR_UPLOAD_PURPOSES,
  type ExhibitorServiceUploadPurpose,
  type ExhibitorUpload,
  type ExhibitorUploadPurpose,
} from '@fairpass/core/contract'
import { fileLink, formatValidationMessage, uploadRuleFor, type UploadKind } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import type { ReceivedFile } from '../../files'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'
import { keepFiles, storeFile, type UploadPurpose } from '../upload'
import { findMembership, type Queryable, type Scope } from './company'
import { exhibitorUploads } from './tables'

/*
 * The portal's files, received by put-file with a `purpose` (features/upload hands them here). files/ has already
 * checked the bytes against the purpose's rule of spec §5 (type by magic bytes, size); here every image is decoded
 * for real (a file that merely starts like a PNG is refused) and stored at the sizes the pages show, with a
 * thumbnail: the logo cropped to 600×350, product images within 1200 px, thumbnails 160 px wide. Decoding is bounded
 * (limitInputPixels), so a small file claiming a gigantic canvas is refused before it costs memory.
 */

export const UPLOAD_KIND_OF: Record<ExhibitorUploadPurpose, UploadKind> = {
  exhibitorLogo: 'companyLogo',
  productImage: 'image2m',
  productVideo: 'video20m',
}

/**
 * Part 2's purposes (issue 17): booth drawings pdf/ai ≤ 10 MB (files/ reads %PDF or %!PS from the bytes), the photo
 * invite image 150×150 to 400×400 px, ≤ 200 KB (files/ reads the size from the header; sharp decodes it here).
 */
export const SERVICE_UPLOAD_KIND_OF: Record<ExhibitorServiceUploadPurpose, UploadKind> = {
  boothDrawing: 'pdfOrAi',
  inviteImage: 'invitePhoto',
}

type AnyPurpose = ExhibitorUploadPurpose | ExhibitorServiceUploadPurpose
const KIND_OF: Record<AnyPurpose, UploadKind> = { ...UPLOAD_KIND_OF, ...SERVICE_UPLOAD_KIND_OF }

/** 40 megapixels: far beyond any photo a phone sends, far below what would exhaust the server. */
const MAX_INPUT_PIXELS = 40_000_000

function unreadable(language: Language, kind: UploadKind): AppError {
  const types = uploadRuleFor(kind).extensions.join('/')
  return new AppError(400, 'error.badRequest', undefined, { fieldErrors: { file: formatValidationMessage('validation.upload.unreadable', language, { types }) } })
}

interface Rendered {
  main: Buffer
  width: number
  height: number
  thumb: Buffer
}

/** Decodes and resizes an image; the output keeps the input's format (a PNG logo keeps its transparency). */
export async function renderImage(bytes: Buffer, purpose: 'exhibitorLogo' | 'productImage', format: 'jpeg' | 'png'): Promise<Rendered> {
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  const metadata = await input.metadata()
  if (!metadata.width || !metadata.height) throw new Error('no image size')
  const sized =
    purpose === 'exhibitorLogo'
      ? input.clone().resize(EXHIBITOR_LOGO_SIZE.width, EXHIBITOR_LOGO_SIZE.height, { fit: 'cover', position: 'centre' })
      : input.clone().resize(EXHIBITOR_PRODUCT_IMAGE_MAX_SIDE, EXHIBITOR_PRODUCT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
  const encode = (image: Sharp) => (format === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85, mozjpeg: true }))
  const main = await encode(sized).toBuffer({ resolveWithObject: true })
  const thumb = await encode(input.clone().resize(EXHIBITOR_THUMB_SIDE, EXHIBITOR_THUMB_SIDE, { fit: purpose === 'exhibitorLogo' ? 'inside' : 'cover' })).toBuffer()
  return { main: main.data, width: main.info.width, height: main.info.height, thumb }
}

function isPurpose(value: unknown): value is ExhibitorUploadPurpose {
  return (EXHIBITOR_UPLOAD_PURPOSES as readonly unknown[]).includes(value)
}

/** put-file's purposes of the portal: only a company admin of the exhibition uploads, each purpose by its own rule. */
export function exhibitorUploadPurposes(ctx: AppContext): Record<AnyPurpose, UploadPurpose> {
  const purposeOf = (name: AnyPurpose): UploadPurpose => ({
    async authorize(request, exhibition) {
      const member = await findMembership(ctx.db, exhibition.tenantId, request.authUser!.id, exhibition.id)
      if (!member) throw new AppError(403, 'error.exhibitor.notMember')
      if (member.mustSetPassword) throw new AppError(403, 'error.exhibitor.passwordNotSet')
      if (member.role !== 'admin') throw new AppError(403, 'error.exhibitor.adminOnly')
      return KIND_OF[name]
    },
    store: (request, exhibition, received) => storeExhibitorUpload(ctx, request, exhibition, name, received),
  })
  const purposes = Object.fromEntries([...EXHIBITOR_UPLOAD_PURPOSES, ...EXHIBITOR_SERVICE_UPLOAD_PURPOSES].map((name) => [name, purposeOf(name)]))
  return purposes as Record<AnyPurpose, UploadPurpose>
}

async function storeExhibitorUpload(ctx: AppContext, request: FastifyRequest, exhibition: Exhibition, purpose: AnyPurpose, received: ReceivedFile): Promise<ExhibitorUpload> {
  const user = request.authUser!
  const member = await findMembership(ctx.db, exhibition.tenantId, user.id, exhibition.id)
  if (!member) throw new AppError(403, 'error.exhibitor.notMember')
  const owner = { tenantId: exhibition.tenantId, exhibitionId: exhibition.id, ownerUserId: user.id }
  const name = received.fileName
  if (purpose === 'inviteImage') {
    // Within its size and sides already (files/); decoded once so a forged header is not stored, then kept as sent.
    try {
      const metadata = await sharp(received.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).stats()
      if (!metadata.channels.length) throw new Error('no pixels')
    } catch {
      throw unreadable(request.language, KIND_OF[purpose])
    }
  }
  if (purpose === 'productVideo' || purpose === 'boothDrawing' || purpose === 'inviteImage') {
    const stored = await storeFile(ctx, { ...owner, field: purpose, mimeType: received.mimeType, name, content: received.bytes })
    const size = purpose === 'inviteImage' ? await sharp(received.bytes).metadata() : null
    const width = size?.width ?? null
    const height = size?.height ?? null
    await ctx.db.insert(exhibitorUploads).values({ fileId: stored.fileId, thumbFileId: null, tenantId: exhibition.tenantId, exhibitionId: exhibition.id, deptId: member.deptId, purpose, width, height })
    return { fileId: stored.fileId, link: stored.link, name: stored.name, mimeType: received.mimeType, width, height, thumbFileId: null, thumbLink: null }
  }
  const format = received.type === 'png' ? 'png' : 'jpeg'
  let rendered: Rendered
  try {
    rendered = await renderImage(received.bytes, purpose, format)
  } catch {
    // Magic bytes of an image, but not an image sharp can decode (truncated, forged, a pixel bomb): the user's file, not a fault of ours.
    throw unreadable(request.language, UPLOAD_KIND_OF[purpose])
  }
  const mimeType = format === 'png' ? 'image/png' : 'image/jpeg'
  const stored = await storeFile(ctx, { ...owner, field: purpose, mimeType, name, content: rendered.main })
  const thumb = await storeFile(ctx, { ...owner, field: `${purpose}Thumb`, mimeType, name, content: rendered.thumb })
  await ctx.db.insert(exhibitorUploads).values({
    fileId: stored.fileId,
    thumbFileId: thumb.fileId,
    tenantId: exhibition.tenantId,
    exhibitionId: exhibition.id,
    deptId: member.deptId,
    purpose,
    width: rendered.width,
    height: rendered.height,
  })
  return { fileId: stored.fileId, link: stored.link, name: stored.name, mimeType, width: rendered.width, height: rendered.height, thumbFileId: thumb.fileId, thumbLink: fileLink(thumb.fileId) }
}

/**
 * The company's own uploads (of any of its exhibitions) of a purpose among `fileIds`, by id. An id of another company, of another purpose or
 * made up is refused on `field` like a wrong value, and keeps the files named from the unused-uploads sweep.
 */
export async function claimUploads(db: Queryable, scope: Scope, purpose: string, fileIds: readonly string[], field: string, language: Language): Promise<Map<string, { thumbFileId: string | null }>> {
  if (fileIds.length === 0) return new Map()
  const rows = await db
    .select({ fileId: exhibitorUploads.fileId, thumbFileId: exhibitorUploads.thumbFileId })
    .from(exhibitorUploads)
    .where(
      and(
        inArray(exhibitorUploads.fileId, [...fileIds]),
        eq(exhibitorUploads.tenantId, scope.tenantId),
        // Any of the company's exhibitions: an entry or product copied from an earlier fair keeps its files.
        eq(exhibitorUploads.deptId, scope.deptId),
        eq(exhibitorUploads.purpose, purpose),
      ),
    )
  const found = new Map(rows.map((row) => [row.fileId, { thumbFileId: row.thumbFileId }]))
  const missing = fileIds.findIndex((id) => !found.has(id))
  if (missing >= 0) {
    throw new AppError(400, 'error.badRequest', undefined, { fieldErrors: { [field]: formatValidationMessage('validation.image.unknown', language) } })
  }
  await keepFiles({ db: db as never }, rows.flatMap((row) => [row.fileId, ...(row.thumbFileId ? [row.thumbFileId] : [])]))
  return found
}

export { isPurpose }
