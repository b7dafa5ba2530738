import type { MessageParams, ValidationMessageKey } from './messages'

const KB = 1024
const MB = 1024 * KB

export const UPLOAD_KINDS = [
  'image200k',
  'image2m',
  'image5m',
  'invitePhoto',
  'video2m',
  'video20m',
  'companyLogo',
  'pdfOrAi',
] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

export interface UploadRule {
  readonly kind: UploadKind
  /** Lower-case, without the dot; shown to the user as the allowed types. */
  readonly extensions: readonly string[]
  readonly mimeTypes: readonly string[]
  readonly maxBytes: number
  readonly minBytes?: number
  readonly minSidePx?: number
  readonly maxSidePx?: number
  /** Advice only (spec §5: logo 600x350 px); never enforced. */
  readonly suggestedSize?: { readonly width: number; readonly height: number }
}

const IMAGE_MIME = ['image/jpeg', 'image/png']
const VIDEO_MIME = ['video/mp4', 'video/quicktime']
/*
 * Browsers rarely know a MIME type for .ai files and report an empty type or octet-stream, so those are
 * accepted with the right extension; the server still checks the file's content.
 */
const PDF_AI_MIME = ['application/pdf', 'application/postscript', 'application/illustrator', 'application/octet-stream', '']

const RULES: Readonly<Record<UploadKind, UploadRule>> = {
  image200k: { kind: 'image200k', extensions: ['jpg', 'jpeg', 'png'], mimeTypes: IMAGE_MIME, maxBytes: 200 * KB },
  image2m: { kind: 'image2m', extensions: ['jpg', 'jpeg', 'png'], mimeTypes: IMAGE_MIME, maxBytes: 2 * MB },
  image5m: { kind: 'image5m', extensions: ['jpg', 'jpeg', 'png'], mimeTypes: IMAGE_MIME, maxBytes: 5 * MB },
  invitePhoto: {
    kind: 'invitePhoto',
    extensions: ['jpg', 'jpeg', 'png'],
    mimeTypes: IMAGE_MIME,
    maxBytes: 200 * KB,
    minSidePx: 150,
    maxSidePx: 400,
  },
  video2m: { kind: 'video2m', extensions: ['mp4', 'mov'], mimeTypes: VIDEO_MIME, maxBytes: 2 * MB },
  video20m: { kind: 'video20m', extensions: ['mp4', 'mov'], mimeTypes: VIDEO_MIME, maxBytes: 20 * MB },
  companyLogo: {
    kind: 'companyLogo',
    extensions: ['png', 'jpg', 'jpeg'],
    mimeTypes: IMAGE_MIME,
    minBytes: 10 * KB,
    maxBytes: 1 * MB,
    suggestedSize: { width: 600, height: 350 },
  },
  pdfOrAi: { kind: 'pdfOrAi', extensions: ['pdf', 'ai'], mimeTypes: PDF_AI_MIME, maxBytes: 10 * MB },
}

export function uploadRuleFor(kind: UploadKind): UploadRule {
  return RULES[kind]
}

/** 204800 → "200KB", 2097152 → "2MB": the units the spec states its limits in. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB}MB`
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)}MB`
  return `${Math.round(bytes / KB)}KB`
}

export interface UploadCandidate {
  readonly kind: UploadKind
  readonly mimeType: string
  readonly size: number
  readonly name: string
  /** Pixel size, when the caller has decoded the image; only rules with side limits use it. */
  readonly width?: number
  readonly height?: number
}

export type UploadCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly key: ValidationMessageKey; readonly params: MessageParams }

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export function checkUpload(candidate: UploadCandidate): UploadCheck {
  const rule = uploadRuleFor(candidate.kind)
  const mimeType = candidate.mimeType.toLowerCase()
  if (!rule.extensions.includes(extensionOf(candidate.name)) || !rule.mimeTypes.includes(mimeType)) {
    return { ok: false, key: 'validation.upload.type', params: { types: rule.extensions.join('/') } }
  }
  if (candidate.size > rule.maxBytes) {
    return { ok: false, key: 'validation.upload.tooLarge', params: { size: formatBytes(rule.maxBytes) } }
  }
  if (rule.minBytes !== undefined && candidate.size < rule.minBytes) {
    return { ok: false, key: 'validation.upload.tooSmall', params: { size: formatBytes(rule.minBytes) } }
  }
  if (rule.minSidePx !== undefined && rule.maxSidePx !== undefined && candidate.width !== undefined && candidate.height !== undefined) {
    const sides = [candidate.width, candidate.height]
    if (sides.some((side) => side < rule.minSidePx! || side > rule.maxSidePx!)) {
      return {
        ok: false,
        key: 'validation.upload.dimensions',
        params: { min: `${rule.minSidePx}x${rule.minSidePx}`, max: `${rule.maxSidePx}x${rule.maxSidePx}` },
      }
    }
  }
  return { ok: true }
}
