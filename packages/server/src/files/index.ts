import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { formatBytes, formatValidationMessage, uploadRuleFor, type UploadKind, type ValidationMessageKey } from '@fairpass/core/validation'
import { AppError } from '../errors'

/** What a file's first bytes say it is; the name and the browser's type are never trusted. */
export type SniffedType = 'jpeg' | 'png' | 'pdf' | 'mp4' | 'mov' | 'ai'

const SNIFFED_EXTENSIONS: Record<SniffedType, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  pdf: ['pdf', 'ai'],
  ai: ['ai'],
  mp4: ['mp4'],
  mov: ['mov'],
}

export const SNIFFED_MIME: Record<SniffedType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  ai: 'application/postscript',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false
  return signature.every((value, index) => bytes[offset + index] === value)
}

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf' // %PDF- (modern .ai files are PDFs too)
  if (startsWith(bytes, [0x25, 0x21, 0x50, 0x53])) return 'ai' // %!PS: legacy Illustrator
  // ISO base media: "ftyp" at byte 4; QuickTime brands are "qt  ".
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) {
    return startsWith(bytes, [0x71, 0x74, 0x20, 0x20], 8) ? 'mov' : 'mp4'
  }
  return null
}

/** Reads the pixel size from a PNG or baseline/progressive JPEG header; null when it cannot tell. */
export function imageSize(bytes: Uint8Array, type: SniffedType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (type === 'png' && bytes.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) }
  if (type !== 'jpeg') return null
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1]
    const length = view.getUint16(offset + 2)
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) }
    }
    offset += 2 + length
  }
  return null
}

export interface ReceivedFile {
  readonly bytes: Buffer
  readonly type: SniffedType
  readonly mimeType: string
  /** The name the client gave, for display only. */
  readonly fileName: string
  /** The multipart field the file came in. */
  readonly fieldName: string
  /** Other (non-file) fields of the same form that arrived before the file. */
  readonly fields: Record<string, string>
  readonly width?: number
  readonly height?: number
}

/** The biggest file any upload rule allows (20 MB video); each route narrows it to its own kind. */
const LARGEST_UPLOAD = 20 * 1024 * 1024

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 20, fieldSize: 4096 } })
}

function uploadError(request: FastifyRequest, field: string, key: ValidationMessageKey, params: Record<string, string>): AppError {
  const message = formatValidationMessage(key, request.language, params)
  return new AppError(400, 'error.badRequest', undefined, { fieldErrors: { [field]: message } })
}

/** Chooses the upload rule from the form fields sent before the file (e.g. the exhibition and form field). */
export type UploadKindResolver = (fields: Record<string, string>) => UploadKind | Promise<UploadKind>

function formFieldsOf(part: { fields: Record<string, unknown> }): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(part.fields)) {
    const entry = (Array.isArray(value) ? value[0] : value) as { type?: string; value?: unknown } | undefined
    if (entry && entry.type === 'field' && typeof entry.value === 'string') fields[name] = entry.value
  }
  return fields
}

/**
 * Receives the one file of a multipart request and checks it against an upload rule of spec §5 by its
 * content: the type from its first bytes, the size as received, the pixel size where the rule limits it.
 * A refusal is a 400 whose `fieldErrors` name the form field, in the caller's language. The rule is a
 * fixed kind, or chosen by a resolver from the fields that precede the file (which must come first).
 */
export async function receiveUpload(request: FastifyRequest, kind: UploadKind | UploadKindResolver): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError(415, 'error.unsupportedMediaType')
  const fixedRule = typeof kind === 'string' ? uploadRuleFor(kind) : undefined
  const part = await request.file({ limits: { fileSize: fixedRule?.maxBytes ?? LARGEST_UPLOAD } })
  if (!part) throw uploadError(request, 'file', 'validation.required', {})
  const fields = formFieldsOf(part)
  let chosen = fixedRule
  if (!chosen) {
    try {
      chosen = uploadRuleFor(await (kind as UploadKindResolver)(fields))
    } catch (error) {
      // Drain the refused file so the connection can carry the answer.
      part.file.resume()
      throw error
    }
  }
  const rule = chosen
  const field = part.fieldname || 'file'
  let bytes: Buffer
  try {
    bytes = await part.toBuffer()
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw uploadError(request, field, 'validation.upload.tooLarge', { size: formatBytes(rule.maxBytes) })
    }
    throw error
  }
  if (bytes.length > rule.maxBytes) {
    throw uploadError(request, field, 'validation.upload.tooLarge', { size: formatBytes(rule.maxBytes) })
  }
  const types = rule.extensions.join('/')
  const type = sniffFileType(bytes)
  const extension = part.filename.includes('.') ? part.filename.slice(part.filename.lastIndexOf('.') + 1).toLowerCase() : ''
  if (!type || !rule.mimeTypes.includes(SNIFFED_MIME[type]) && !(type === 'pdf' && rule.extensions.includes('ai'))) {
    throw uploadError(request, field, 'validation.upload.type', { types })
  }
  // A renamed file (a PNG called .pdf, a PDF called .jpg) is refused too: the name must match the content.
  if (extension && !SNIFFED_EXTENSIONS[type].includes(extension)) {
    throw uploadError(request, field, 'validation.upload.type', { types })
  }
  if (rule.minBytes !== undefined && bytes.length < rule.minBytes) {
    throw uploadError(request, field, 'validation.upload.tooSmall', { size: formatBytes(rule.minBytes) })
  }
  const size = type === 'jpeg' || type === 'png' ? imageSize(bytes, type) : null
  if (rule.minSidePx !== undefined && rule.maxSidePx !== undefined && size) {
    const sides = [size.width, size.height]
    if (sides.some((side) => side < rule.minSidePx! || side > rule.maxSidePx!)) {
      throw uploadError(request, field, 'validation.upload.dimensions', {
        min: `${rule.minSidePx}x${rule.minSidePx}`,
        max: `${rule.maxSidePx}x${rule.maxSidePx}`,
      })
    }
  }
  return {
    bytes,
    type,
    mimeType: SNIFFED_MIME[type],
    fileName: part.filename,
    fieldName: field,
    fields,
    ...(size ?? {}),
  }
}
