import { atom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { BoardView, FileRef, FurnitureLimits, SetupStatusView, SpecialBuildView } from '@fairpass/core/contract'
import { loadValidation, type FieldErrors } from '@fairpass/core/forms'
import { ApiError, withdrawNotice } from '@fairpass/core/http'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { createForm, lastPart } from '../shared/form'
import { fetchBoard, fetchSetupStatus, sendBoard, sendFinalSubmit, sendSpecialBuild } from './setupApi'

/** The company's booth setup: fascia, furniture with its limits, special builds, and whether it is frozen. */
export const boardOf = perExhibition((ref) => resource(() => fetchBoard(ref), { isEmpty: () => false }))

/** What the final submission still needs, or when it was made. */
export const setupStatusOf = perExhibition((ref) => resource(() => fetchSetupStatus(ref), { isEmpty: () => false }))

/** A change of the setup moves what is missing: both load again where shown. */
function setupChanged(ref: ExhibitionRef, board?: BoardView): void {
  if (board) boardOf(ref).set(board)
  else boardOf(ref).invalidate()
  setupStatusOf(ref).invalidate()
}

/* ---------- Fascia board and furniture (/information/info) ---------- */

/** Counts are typed as text, so an emptied field stays empty rather than turning into 0. */
export interface BoardValues {
  textCn: string
  textEn: string
  shelves: string
  hangingRods: string
  flowTables: string
}

export const boardValuesOf = (board: BoardView): BoardValues => ({
  textCn: board.fascia?.textCn ?? '',
  textEn: board.fascia?.textEn ?? '',
  shelves: String(board.furniture?.shelves ?? 0),
  hangingRods: String(board.furniture?.hangingRods ?? 0),
  flowTables: String(board.furniture?.flowTables ?? 0),
})

// An empty field is no number at all (the schema says "enter a whole number"), not a silent 0.
const count = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

export const boardInput = (values: BoardValues) => ({
  fascia: { textCn: values.textCn, textEn: values.textEn },
  furniture: { shelves: count(values.shelves), hangingRods: count(values.hangingRods), flowTables: count(values.flowTables) },
})

/**
 * The fascia and furniture form: the shared schema, then the spec §9 limits of the company's standard area with the
 * same function the server uses, so the phone says the rule before anything is sent.
 */
export function createBoardForm(ref: ExhibitionRef, limits: () => FurnitureLimits | null) {
  return createForm<BoardValues>({ textCn: '', textEn: '', shelves: '0', hangingRods: '0', flowTables: '0' }, async (values) => {
    const { boardSubmitSchema, fieldErrors, furnitureProblems, formatValidationMessage } = await loadValidation()
    const language = $language.get()
    const input = boardInput(values)
    const errors: FieldErrors = {}
    const parsed = boardSubmitSchema.safeParse({ ...ref, languageType: language, ...input })
    if (!parsed.success) {
      for (const [path, message] of Object.entries(fieldErrors(parsed.error, language))) {
        const field = lastPart(path)
        if (!(field in errors)) errors[field] = message
      }
    }
    const area = limits()?.standardArea
    if (area && !errors.shelves && !errors.hangingRods && !errors.flowTables) {
      for (const problem of furnitureProblems(area, input.furniture)) errors[problem.path] = formatValidationMessage(problem.message, language, problem.params)
    }
    return Object.keys(errors).length ? errors : null
  })
}
export type BoardForm = ReturnType<typeof createBoardForm>

export async function saveBoard(ref: ExhibitionRef, form: BoardForm): Promise<BoardView | null> {
  const saved = await form.submit((values) => sendBoard(ref, boardInput(values)), { fields: lastPart })
  if (!saved) return null
  form.setErrors({})
  setupChanged(ref, saved)
  notify(t('exh.setup.board.saved'), 'success')
  return saved
}

/* ---------- A bare-space booth's special build (/builder) ---------- */

export interface BuildValues {
  builderName: string
  builderContact: string
  builderMobile: string
  builderEmail: string
  heightM: string
  floorLoadKgM2: string
  drawings: FileRef[]
}

export const EMPTY_BUILD: BuildValues = { builderName: '', builderContact: '', builderMobile: '', builderEmail: '', heightM: '', floorLoadKgM2: '', drawings: [] }

export const buildValuesOf = (build: SpecialBuildView | null): BuildValues =>
  build
    ? {
        builderName: build.builderName,
        builderContact: build.builderContact,
        builderMobile: build.builderMobile,
        builderEmail: build.builderEmail ?? '',
        heightM: String(build.heightM),
        floorLoadKgM2: String(build.floorLoadKgM2),
        drawings: build.drawings,
      }
    : { ...EMPTY_BUILD }

// Decimal commas are how many phones type a height ("4,5").
const measure = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')))

export const buildInput = (boothId: string, values: BuildValues) => ({
  boothId,
  builderName: values.builderName,
  builderContact: values.builderContact,
  builderMobile: values.builderMobile,
  builderEmail: values.builderEmail.trim() === '' ? null : values.builderEmail,
  heightM: measure(values.heightM),
  floorLoadKgM2: measure(values.floorLoadKgM2),
  drawingFileIds: values.drawings.map((drawing) => drawing.fileId),
})

/** The request names the drawings `drawingFileIds` (and each by its index); the form shows them as `drawings`. */
export const buildField = (path: string) => (path.startsWith('drawingFileIds') ? 'drawings' : lastPart(path))

export function createBuildForm(ref: ExhibitionRef, boothId: () => string) {
  return createForm<BuildValues>(EMPTY_BUILD, async (values) => {
    const { specialBuildSchema, fieldErrors } = await loadValidation()
    const language = $language.get()
    const parsed = specialBuildSchema.safeParse({ ...ref, languageType: language, ...buildInput(boothId(), values) })
    if (parsed.success) return null
    const errors: FieldErrors = {}
    for (const [path, message] of Object.entries(fieldErrors(parsed.error, language))) {
      const field = buildField(path)
      if (!(field in errors)) errors[field] = message
    }
    return errors
  })
}
export type BuildForm = ReturnType<typeof createBuildForm>

export async function saveBuild(ref: ExhibitionRef, form: BuildForm, boothId: string): Promise<BoardView | null> {
  const saved = await form.submit((values) => sendSpecialBuild(ref, buildInput(boothId, values)), { fields: buildField })
  if (!saved) return null
  form.setErrors({})
  setupChanged(ref, saved)
  notify(t('exh.setup.builder.saved'), 'success')
  return saved
}

/* ---------- Final submission (/information) ---------- */

/** The final submission under way, and the server's refusal (what is still missing) to show in its dialog. */
export const $finalSubmit = atom<{ busy: boolean; refusal: string | null }>({ busy: false, refusal: null })

export function resetFinalSubmit(): void {
  $finalSubmit.set({ busy: false, refusal: null })
}

/** Sends the whole setup; answers the new status, or null with the refusal in the server's words kept for the dialog. */
export async function finalSubmit(ref: ExhibitionRef): Promise<SetupStatusView | null> {
  if ($finalSubmit.get().busy) return null
  $finalSubmit.set({ busy: true, refusal: null })
  try {
    const status = await sendFinalSubmit(ref)
    $finalSubmit.set({ busy: false, refusal: null })
    setupStatusOf(ref).set(status)
    boardOf(ref).invalidate()
    notify(t('exh.setup.hub.submittedNotice'), 'success')
    return status
  } catch (error) {
    // A refusal (incomplete, already submitted) is told in the dialog; a lost connection stays with the HTTP layer.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
      withdrawNotice(error)
      $finalSubmit.set({ busy: false, refusal: error.msg })
      setupStatusOf(ref).invalidate()
    } else {
      $finalSubmit.set({ busy: false, refusal: null })
    }
    return null
  }
}

/** A file's size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
