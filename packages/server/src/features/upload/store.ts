import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { fileLink, formatValidationMessage, isFileId, type ProfileField } from '@fairpass/core/validation'
import type { UploadedFile } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import { type FileRow, files } from './tables'
import { AppError } from '../../errors'
import type { Language } from '../../language'

export type { FileRow }

/** What storeFile answers: put-file's answer for a profile image. */
export type StoredFile = UploadedFile

/** 24 random bytes → 32 base64url characters: the shape `isFileId` accepts and no one can guess. */
export function newFileId(): string {
  return randomBytes(24).toString('base64url')
}

export interface NewFile {
  tenantId: string
  exhibitionId: string
  ownerUserId: string
  field: string
  mimeType: string
  name: string
  content: Buffer
}

export async function storeFile(ctx: AppContext, file: NewFile): Promise<StoredFile> {
  const id = newFileId()
  // The name is shown back to its owner only; keep it short and free of path parts.
  const name = file.name.replace(/^.*[\\/]/, '').slice(0, 120) || 'file'
  await ctx.db.insert(files).values({ ...file, id, name, size: file.content.length, createdAt: new Date(ctx.clock.now()) })
  return { fileId: id, link: fileLink(id), name }
}

/** Marks files as in use by something the unused-uploads sweep does not look into; `false` releases them again. */
export async function keepFiles(ctx: Pick<AppContext, 'db'>, ids: readonly string[], kept = true): Promise<void> {
  if (ids.length === 0) return
  await ctx.db.update(files).set({ kept }).where(inArray(files.id, [...ids]))
}

export async function findFile(ctx: AppContext, id: string): Promise<FileRow | undefined> {
  if (!isFileId(id)) return undefined
  const [row] = await ctx.db.select().from(files).where(eq(files.id, id)).limit(1)
  return row
}

export interface FileOwner {
  tenantId: string
  exhibitionId: string
  userId: string
}

/**
 * Every image value of a profile must be a file this user uploaded for this exhibition and this very
 * field: another visitor's file id, one of another exhibition or tenant, or a made-up id is refused
 * with a 400 on that field, so a profile can never point at someone else's photo.
 */
export async function assertOwnFiles(
  ctx: AppContext,
  fields: readonly ProfileField[],
  values: Record<string, unknown>,
  owner: FileOwner,
  language: Language,
): Promise<void> {
  const wanted = fields
    .filter((field) => field.type === 'image' && typeof values[field.field] === 'string')
    .map((field) => ({ field: field.field, id: values[field.field] as string }))
  if (!wanted.length) return
  const rows = await ctx.db
    .select({ id: files.id, field: files.field })
    .from(files)
    .where(
      and(
        inArray(files.id, wanted.map((entry) => entry.id)),
        eq(files.tenantId, owner.tenantId),
        eq(files.exhibitionId, owner.exhibitionId),
        eq(files.ownerUserId, owner.userId),
      ),
    )
  const refused = wanted.filter((entry) => !rows.some((row) => row.id === entry.id && row.field === entry.field))
  if (!refused.length) return
  const message = formatValidationMessage('validation.image.unknown', language)
  throw new AppError(400, 'error.badRequest', undefined, {
    fieldErrors: Object.fromEntries(refused.map((entry) => [entry.field, message])),
  })
}
