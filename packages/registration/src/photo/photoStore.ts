import { atom } from 'nanostores'
import type { Router } from '@fairpass/core/router'
import { checkUpload, type MessageParams, type ValidationMessageKey } from '@fairpass/core/validation'
import { setCardInfo } from '../flow/cardInfo'
import { requireExhibition } from '../flow/exhibition'
import { CardUploadError, uploadCard, type RecognizedCard } from './api'
import { prepareImage } from './downscale'

export type PhotoState = 'idle' | 'checking' | 'uploading' | 'recognising' | 'done' | 'failed'

/**
 * What went wrong, kept so it is worded at render time: a rule of ours (worded again after a language switch),
 * a page text key, or the server's text (already in the language the visitor had when it answered).
 */
export type PhotoError =
  | { kind: 'rule'; key: ValidationMessageKey; params: MessageParams }
  | { kind: 'text'; key: 'reg.photo.nothingRead' | 'core.networkError' }
  | { kind: 'server'; message: string; retryable: boolean }

export interface Photo {
  state: PhotoState
  /** Object URL of the chosen picture, kept after a failure so the visitor sees what to retry. */
  previewUrl: string | null
  fileName: string | null
  /** Share of the upload sent, 0..1. */
  progress: number
  error: PhotoError | null
}

const initial: Photo = { state: 'idle', previewUrl: null, fileName: null, progress: 0, error: null }

export const $photo = atom<Photo>(initial)

/** The picture itself stays out of the store (it is not state to render), ready for a retry. */
let chosen: File | null = null

function update(patch: Partial<Photo>): void {
  $photo.set({ ...$photo.get(), ...patch })
}

export function resetPhoto(): void {
  const { previewUrl } = $photo.get()
  if (previewUrl) URL.revokeObjectURL(previewUrl)
  chosen = null
  $photo.set(initial)
}

/**
 * The visitor picked or took a picture: check it by our rules, then send it; once read, the element's router goes
 * on to the profile.
 */
export async function choosePhoto(file: File, router: Router): Promise<void> {
  const { previewUrl } = $photo.get()
  if (previewUrl) URL.revokeObjectURL(previewUrl)
  chosen = file
  update({ state: 'checking', previewUrl: URL.createObjectURL(file), fileName: file.name, progress: 0, error: null })
  const check = checkUpload({ kind: 'image5m', mimeType: file.type, size: file.size, name: file.name })
  if (!check.ok) {
    update({ state: 'failed', error: { kind: 'rule', key: check.key, params: check.params } })
    return
  }
  await recognise(file, router)
}

/** Whether sending the same picture again may work (a network failure, a busy server), unlike a refused file. */
export function canRetry(error: PhotoError | null): boolean {
  if (!error) return false
  return error.kind === 'server' ? error.retryable : error.kind === 'text' && error.key === 'core.networkError'
}

/** Sends the chosen picture again (after a network failure or a busy server). */
export async function retryPhoto(router: Router): Promise<void> {
  if (chosen) await choosePhoto(chosen, router)
}

async function recognise(file: File, router: Router): Promise<void> {
  const ref = requireExhibition()
  const image = await prepareImage(file)
  if (chosen !== file) return
  update({ state: 'uploading', progress: 0 })
  let card: RecognizedCard
  try {
    card = await uploadCard(ref, image.blob, image.name, (sent) => {
      if (chosen !== file) return
      // Everything sent: the server is reading the card now.
      update(sent >= 1 ? { state: 'recognising', progress: 1 } : { progress: sent })
    })
  } catch (error) {
    if (chosen !== file) return
    const failure = error instanceof CardUploadError ? error.failure : ({ kind: 'network' } as const)
    update({
      state: 'failed',
      error: failure.kind === 'server' ? { ...failure } : { kind: 'text', key: 'core.networkError' },
    })
    return
  }
  if (chosen !== file) return
  if (Object.keys(card.fields).length === 0) {
    update({ state: 'failed', error: { kind: 'text', key: 'reg.photo.nothingRead' } })
    return
  }
  setCardInfo({ exhibitionId: ref.exhibitionId, fields: card.fields, lines: card.lines })
  update({ state: 'done' })
  router.navigate('/infoWap')
}

export function skipPhoto(router: Router): void {
  router.navigate('/infoWap')
}
