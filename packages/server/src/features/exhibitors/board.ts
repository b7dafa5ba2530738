import { and, eq, inArray } from 'drizzle-orm'
import type { BoardView, SetupStatusView, SpecialBuildView } from '@fairpass/core/contract'
import { boothTotalsProblem, formatValidationMessage, furnitureLimitsFor, furnitureProblems, type BoardSubmitRequest, type SpecialBuildRequest } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { translate } from '../../messages'
import type { Language } from '../../language'
import { boothsOf, boothView, fileRef, participationOf, type Queryable, type Scope } from './company'
import { exhibitorBoards, exhibitorParticipations, exhibitorSpecialBuilds, type BoothRow, type ParticipationRow, type SpecialBuildRow } from './tables'
import { claimUploads } from './uploads'

/*
 * Booth setup (issue 17, spec §9): the fascia board and shell furniture of the company's standard booths, and a
 * special build for each bare-space booth. Writes take the participation's row lock, so a change and the final
 * submission cannot cross: either the change lands before the submission or it is refused after it.
 */

/** "The booth setup was submitted": frozen from the final submission until the organiser reopens it. */
export function assertSetupOpen(row: Pick<ParticipationRow, 'setupSubmittedAt'>): void {
  if (row.setupSubmittedAt) throw new AppError(409, 'error.setup.locked')
}

function standardArea(booths: readonly BoothRow[]): number {
  return booths.filter((booth) => booth.type === 'standard').reduce((sum, booth) => sum + booth.area, 0)
}

/** Spec §9: booth count and area at most 300 (the organiser's booths are checked one by one; here as a company's whole). */
function assertBoothTotals(booths: readonly BoothRow[]): void {
  if (boothTotalsProblem(booths.length, booths.reduce((sum, booth) => sum + booth.area, 0))) throw new AppError(409, 'error.board.boothTotals')
}

function buildView(row: SpecialBuildRow): SpecialBuildView {
  return {
    boothId: row.boothId,
    builderName: row.builderName,
    builderContact: row.builderContact,
    builderMobile: row.builderMobile,
    builderEmail: row.builderEmail,
    heightM: row.heightM,
    floorLoadKgM2: row.floorLoadKgM2,
    drawings: row.drawingFileIds.map((fileId) => fileRef(fileId, null)!),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function boardView(db: Queryable, scope: Scope): Promise<BoardView> {
  const participation = await participationOf(db, scope)
  const booths = await boothsOf(db, scope.exhibitionId, scope.deptId)
  const [board] = await db
    .select()
    .from(exhibitorBoards)
    .where(and(eq(exhibitorBoards.tenantId, scope.tenantId), eq(exhibitorBoards.exhibitionId, scope.exhibitionId), eq(exhibitorBoards.deptId, scope.deptId)))
    .limit(1)
  const builds = await db
    .select()
    .from(exhibitorSpecialBuilds)
    .where(and(eq(exhibitorSpecialBuilds.tenantId, scope.tenantId), eq(exhibitorSpecialBuilds.exhibitionId, scope.exhibitionId), eq(exhibitorSpecialBuilds.deptId, scope.deptId)))
  const area = standardArea(booths)
  const limits = area > 0 ? { standardArea: area, ...furnitureLimitsFor(area) } : null
  const byBooth = new Map(builds.map((row) => [row.boothId, row]))
  const times = [board?.updatedAt, ...builds.map((row) => row.updatedAt)].filter((value): value is Date => value instanceof Date)
  return {
    exhibitionId: scope.exhibitionId,
    booths: booths.map(boothView),
    boothCount: booths.length,
    totalArea: booths.reduce((sum, booth) => sum + booth.area, 0),
    limits,
    fascia: board ? { textCn: board.fasciaCn, textEn: board.fasciaEn } : null,
    furniture: board ? { shelves: board.shelves, hangingRods: board.hangingRods, flowTables: board.flowTables } : null,
    specialBuilds: booths
      .filter((booth) => booth.type === 'bareSpace')
      .map((booth) => {
        const build = byBooth.get(booth.id)
        return { booth: boothView(booth), build: build ? buildView(build) : null }
      }),
    locked: participation.row.setupSubmittedAt !== null,
    updatedAt: times.length ? new Date(Math.max(...times.map((time) => time.getTime()))).toISOString() : null,
  }
}

/** The fascia and furniture of the standard booths; the spec §9 limits by the company's standard area, each refusal saying its rule. */
export async function submitBoard(ctx: AppContext, scope: Scope, input: BoardSubmitRequest, language: Language): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const participation = await participationOf(tx, scope, { lock: true })
    assertSetupOpen(participation.row)
    const booths = await boothsOf(tx, scope.exhibitionId, scope.deptId)
    assertBoothTotals(booths)
    const area = standardArea(booths)
    if (area === 0) throw new AppError(409, 'error.board.noStandardBooth')
    const problems = furnitureProblems(area, input.furniture)
    if (problems.length > 0) {
      const [first] = problems
      const fieldErrors = Object.fromEntries(problems.map((problem) => [`furniture.${problem.path}`, formatValidationMessage(problem.message, language, problem.params)]))
      throw new AppError(400, first.path === 'shelves' ? 'error.board.shelvesAndRods' : 'error.board.flowTables', first.params, { fieldErrors })
    }
    const values = {
      fasciaCn: input.fascia.textCn,
      fasciaEn: input.fascia.textEn,
      shelves: input.furniture.shelves,
      hangingRods: input.furniture.hangingRods,
      flowTables: input.furniture.flowTables,
      updatedAt: new Date(ctx.clock.now()),
    }
    await tx
      .insert(exhibitorBoards)
      .values({ ...scope, ...values })
      .onConflictDoUpdate({ target: [exhibitorBoards.exhibitionId, exhibitorBoards.deptId], set: values })
  })
}

/** A bare-space booth's special build; the drawings must be the company's own boothDrawing uploads. */
export async function submitSpecialBuild(ctx: AppContext, scope: Scope, input: SpecialBuildRequest, language: Language): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const participation = await participationOf(tx, scope, { lock: true })
    assertSetupOpen(participation.row)
    const booths = await boothsOf(tx, scope.exhibitionId, scope.deptId)
    assertBoothTotals(booths)
    const booth = booths.find((candidate) => candidate.id === input.boothId)
    // Another company's booth is as unknown as a made-up id.
    if (!booth) throw new AppError(404, 'error.notFound')
    if (booth.type !== 'bareSpace') throw new AppError(409, 'error.board.notBareSpace')
    try {
      await claimUploads(tx, scope, 'boothDrawing', input.drawingFileIds, 'drawingFileIds', language)
    } catch (error) {
      if (error instanceof AppError && error.status === 400) {
        throw new AppError(400, 'error.board.drawingUnknown', undefined, { fieldErrors: { drawingFileIds: translate('error.board.drawingUnknown', language) } })
      }
      throw error
    }
    const values = {
      builderName: input.builderName,
      builderContact: input.builderContact,
      builderMobile: input.builderMobile,
      builderEmail: input.builderEmail || null,
      heightM: input.heightM,
      floorLoadKgM2: input.floorLoadKgM2,
      drawingFileIds: [...new Set(input.drawingFileIds)],
      updatedAt: new Date(ctx.clock.now()),
    }
    await tx
      .insert(exhibitorSpecialBuilds)
      .values({ boothId: booth.id, ...scope, ...values })
      .onConflictDoUpdate({ target: exhibitorSpecialBuilds.boothId, set: values })
  })
}

/** What the final submission still needs: the fascia when there is a standard booth, a build for each bare space. */
async function setupMissing(db: Queryable, scope: Scope, language: Language): Promise<SetupStatusView['missing']> {
  const booths = await boothsOf(db, scope.exhibitionId, scope.deptId)
  const [board] = await db
    .select({ id: exhibitorBoards.id })
    .from(exhibitorBoards)
    .where(and(eq(exhibitorBoards.exhibitionId, scope.exhibitionId), eq(exhibitorBoards.deptId, scope.deptId)))
    .limit(1)
  const bare = booths.filter((booth) => booth.type === 'bareSpace')
  const built = bare.length
    ? new Set(
        (await db.select({ boothId: exhibitorSpecialBuilds.boothId }).from(exhibitorSpecialBuilds).where(inArray(exhibitorSpecialBuilds.boothId, bare.map((booth) => booth.id)))).map(
          (row) => row.boothId,
        ),
      )
    : new Set<string>()
  const missing: SetupStatusView['missing'] = []
  if (standardArea(booths) > 0 && !board) missing.push({ part: 'fascia', boothId: null, message: language === 'en' ? 'Fascia board and furniture' : '楣板与标摊家具' })
  for (const booth of bare) {
    if (!built.has(booth.id)) missing.push({ part: 'specialBuild', boothId: booth.id, message: language === 'en' ? `Special build of booth ${booth.hall}-${booth.boothNo}` : `展位${booth.hall}-${booth.boothNo}的特装信息` })
  }
  return missing
}

export async function setupStatus(db: Queryable, scope: Scope, language: Language): Promise<SetupStatusView> {
  const participation = await participationOf(db, scope)
  const row = participation.row
  return {
    exhibitionId: scope.exhibitionId,
    state: row.setupSubmittedAt ? 'submitted' : 'open',
    submittedAt: row.setupSubmittedAt?.toISOString() ?? null,
    reopenedAt: row.setupReopenedAt?.toISOString() ?? null,
    missing: row.setupSubmittedAt ? [] : await setupMissing(db, scope, language),
  }
}

/** The final submission: the whole setup, once complete; a second one while submitted is refused as a change would be. */
export async function finalSubmit(ctx: AppContext, scope: Scope, language: Language): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const participation = await participationOf(tx, scope, { lock: true })
    assertSetupOpen(participation.row)
    const missing = await setupMissing(tx, scope, language)
    if (missing.length > 0) throw new AppError(409, 'error.setup.incomplete', { missing: missing.map((entry) => entry.message).join(language === 'en' ? ', ' : '、') })
    await tx.update(exhibitorParticipations).set({ setupSubmittedAt: new Date(ctx.clock.now()) }).where(eq(exhibitorParticipations.id, participation.row.id))
  })
}

/** The organiser reopens a company's final submission: changes are allowed again until the next one. */
export async function reopenSetup(ctx: AppContext, exhibition: { tenantId: string; id: string }, deptId: string, language: Language): Promise<SetupStatusView> {
  const scope = { tenantId: exhibition.tenantId, exhibitionId: exhibition.id, deptId }
  await ctx.db.transaction(async (tx) => {
    const participation = await participationOf(tx, scope, { lock: true })
    if (!participation.row.setupSubmittedAt) throw new AppError(409, 'error.setup.notSubmitted')
    await tx.update(exhibitorParticipations).set({ setupSubmittedAt: null, setupReopenedAt: new Date(ctx.clock.now()) }).where(eq(exhibitorParticipations.id, participation.row.id))
  })
  return setupStatus(ctx.db, scope, language)
}
