import { map } from 'nanostores'
import { $language, $session, $userInfo, type UserInfo } from '@fairpass/core/session'
import { buildProfileSchema, fieldErrors, type LocalizedText, type ProfileField, type ProfileValues } from '@fairpass/core/validation'
import type { LanguageType } from '@fairpass/core/link'
import { fetchProfileFields, saveProfile } from '../api/user'
import { requireExhibition } from '../flow/exhibition'
import { decideRoute, follow } from '../flow/enter'
import { rewordShown, serverFieldErrors, type FieldErrors } from '../flow/fieldErrors'

export type ProfileStatus = 'loading' | 'ready' | 'failed'

export interface ProfileFormState {
  status: ProfileStatus
  fields: ProfileField[]
  values: ProfileValues
  errors: FieldErrors
  submitting: boolean
  /** Epoch ms of the last draft the server accepted. */
  draftSavedAt?: number
}

export const $profileForm = map<ProfileFormState>({ status: 'loading', fields: [], values: {}, errors: {}, submitting: false })

/** How long typing pauses before the draft goes to the server. */
export const DRAFT_DELAY_MS = 1500

const BACKUP_PREFIX = 'fair:profileDraft:'

function backupKey(): string {
  const { tenantId, exhibitionId, registerType, userId } = { ...requireExhibition(), userId: $session.get().userId }
  return `${BACKUP_PREFIX}${tenantId}:${exhibitionId}:${registerType}:${userId ?? ''}`
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** What the visitor typed is kept in the tab at once, so a reload or a failed save loses nothing. */
function writeBackup(values: ProfileValues): void {
  try {
    storage()?.setItem(backupKey(), JSON.stringify(values))
  } catch {
    // Storage full or forbidden: the server draft still holds the last accepted values.
  }
}

function readBackup(): ProfileValues {
  try {
    const text = storage()?.getItem(backupKey())
    const parsed: unknown = text ? JSON.parse(text) : null
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ProfileValues) : {}
  } catch {
    return {}
  }
}

function clearBackup(): void {
  try {
    storage()?.removeItem(backupKey())
  } catch {
    // Nothing to clear.
  }
}

/** Submitted profile, then the server draft, then this tab's unsaved typing: the newest wins. */
export function initialValues(userInfo: UserInfo | null, backup: ProfileValues): ProfileValues {
  const known: ProfileValues = {}
  if (userInfo?.name) known.name = userInfo.name
  if (userInfo?.company) known.company = userInfo.company
  return { ...known, ...(userInfo?.profile ?? {}), ...(userInfo?.draft ?? {}), ...backup }
}

export function labelOf(text: LocalizedText, language: LanguageType): string {
  return typeof text === 'string' ? text : text[language] || text.cn
}

/** The exhibition's profile fields in their configured order, labelled in the page language. */
async function fetchSortedFields(): Promise<ProfileField[]> {
  const fields = await fetchProfileFields(requireExhibition())
  return [...fields].sort((a, b) => a.sort - b.sort)
}

export async function loadProfileForm(): Promise<void> {
  $profileForm.setKey('status', 'loading')
  try {
    const sorted = await fetchSortedFields()
    $profileForm.set({
      ...$profileForm.get(),
      status: 'ready',
      fields: sorted,
      values: initialValues($userInfo.get() as UserInfo | null, readBackup()),
      errors: {},
    })
  } catch {
    $profileForm.setKey('status', 'failed')
  }
}

/** What stops the profile from being submitted, in the given language; null when nothing does. */
function submitErrors(fields: ProfileField[], values: ProfileValues, language: LanguageType): FieldErrors | null {
  const parsed = buildProfileSchema(fields, { draft: false }).safeParse(values)
  return parsed.success ? null : fieldErrors(parsed.error, language)
}

/**
 * A language switch relabels the form (the server words field labels and options per language) and words the
 * messages on screen again; the values stay as typed.
 */
$language.listen((language) => {
  if ($profileForm.get().status !== 'ready') return
  void fetchSortedFields()
    .then((sorted) => {
      const state = $profileForm.get()
      const fresh = submitErrors(sorted, state.values, language) ?? {}
      $profileForm.set({ ...state, fields: sorted, errors: rewordShown(state.errors, fresh) })
    })
    .catch(() => undefined)
})

let draftTimer: ReturnType<typeof setTimeout> | undefined

export function setProfileValue(field: string, value: unknown): void {
  const state = $profileForm.get()
  const values = { ...state.values, [field]: value }
  const errors = { ...state.errors }
  delete errors[field]
  $profileForm.set({ ...state, values, errors })
  writeBackup(values)
  scheduleDraft()
}

function scheduleDraft(): void {
  if (draftTimer) clearTimeout(draftTimer)
  draftTimer = setTimeout(() => void saveDraftNow(), DRAFT_DELAY_MS)
}

/**
 * Sends the draft (isDraft) when what was typed so far is well-formed; a half-typed phone number stays in
 * the tab's backup until it is valid, and no error is shown for it until the visitor submits.
 */
export async function saveDraftNow(): Promise<boolean> {
  draftTimer = undefined
  const { fields, values } = $profileForm.get()
  const parsed = buildProfileSchema(fields, { draft: true }).safeParse(values)
  if (!parsed.success) return false
  try {
    await saveProfile(requireExhibition(), values, true)
    $profileForm.setKey('draftSavedAt', Date.now())
    return true
  } catch {
    return false
  }
}

export async function submitProfile(): Promise<boolean> {
  const state = $profileForm.get()
  if (state.submitting || state.status !== 'ready') return false
  if (draftTimer) {
    clearTimeout(draftTimer)
    draftTimer = undefined
  }
  const errors = submitErrors(state.fields, state.values, $language.get())
  if (errors) {
    $profileForm.setKey('errors', errors)
    return false
  }
  $profileForm.setKey('submitting', true)
  try {
    const userInfo = await saveProfile(requireExhibition(), state.values, false)
    clearBackup()
    $userInfo.set(userInfo)
    follow(decideRoute(userInfo))
    return true
  } catch (error) {
    const errors = serverFieldErrors(error)
    if (errors) $profileForm.setKey('errors', errors)
    return false
  } finally {
    $profileForm.setKey('submitting', false)
  }
}
