import { checkUpload, DEFAULT_IMAGE_UPLOAD, type MessageParams, type ProfileField, type ValidationMessageKey } from '@fairpass/core/validation'

/** A refusal kept as key and params, so a language switch words it again. */
export interface UploadProblem {
  readonly key: ValidationMessageKey
  readonly params: MessageParams
}

const SIGNATURES: Record<string, readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
}

/** The type the file's first bytes show (jpeg or png), or '' — the browser's type only echoes the name. */
export async function sniffImageType(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  for (const [type, signature] of Object.entries(SIGNATURES)) {
    if (signature.every((byte, index) => head[index] === byte)) return type
  }
  return ''
}

/**
 * The checks of spec §5 the phone can make before sending: the type by name and by content, and the size.
 * The server checks again by content and is the one that decides.
 */
export async function checkImageFile(field: ProfileField, file: File): Promise<UploadProblem | null> {
  const kind = field.upload ?? DEFAULT_IMAGE_UPLOAD
  const byName = checkUpload({ kind, mimeType: file.type, size: file.size, name: file.name })
  if (!byName.ok) return { key: byName.key, params: byName.params }
  const sniffed = await sniffImageType(file)
  const byContent = checkUpload({ kind, mimeType: sniffed, size: file.size, name: file.name })
  return byContent.ok ? null : { key: byContent.key, params: byContent.params }
}
