import { randomUUID } from 'node:crypto'
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm'
import {
  exhibitionFileSchema,
  LANGUAGE_KEYS,
  LOGIN_MODE_KEYS,
  REGISTRATION_TYPES_KEY,
  THEME_KEYS,
  type ExhibitionFile,
  type QuestionDefinition,
  type ValidationIssueLike,
} from '@fairpass/core/validation'
import type { ExhibitionImportResult } from '@fairpass/core/contract'
import type { Db } from '../../db'
import { AppError, validationError } from '../../errors'
import type { Language } from '../../language'
import { exhibitions } from '../../tenancy'
import { importProgramme } from '../conferences'
import { formFields, questionnaires } from '../config'
import { exhibitorBooths, exhibitorCompanies, exhibitorParticipations } from '../exhibitors'
import { discountCodes, ticketQuotas, ticketTypes } from '../orders'
import { exhibitionFileKeys } from './tables'
import { ownedElsewhere } from './owned'

/*
 * Writing an exhibition file (issue 20): all of it or nothing, in one transaction. The file is checked by the shared
 * schema first (every row and the cross checks), then against the database (an id another exhibition's row has, a
 * quota below the tickets sold, a booth let to a company the file does not name): every problem is reported at its
 * path before anything is written. Rows are matched by their keys: a key seen before updates its row. Rows the file no
 * longer names are not deleted, since people may hold them: ticket types are hidden, discount codes switched off,
 * companies and programme rows kept; the forms and questionnaires are replaced as a whole, and the booths of the
 * companies the file names are the file's.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface ExhibitionImportOptions {
  /** The sign-in code of a new programme session (default random); the demo seed derives its codes from the keys. */
  signCode?: (sessionKey: string) => string
}


const onOff = (value: boolean) => (value ? 'on' : 'off')

/** The file's sections back into the one page config the page-config call answers. */
function pageConfigOf(file: ExhibitionFile): Record<string, unknown> {
  const config: Record<string, unknown> = { ...file.pageConfig }
  for (const [name, key] of Object.entries(THEME_KEYS)) {
    const value = file.theme[name as keyof typeof THEME_KEYS]
    if (value !== undefined) config[key] = value
  }
  for (const language of ['cn', 'en'] as const) {
    const settings = file.languages[language]
    const keys = LANGUAGE_KEYS[language]
    if (settings.loginMode !== undefined) config[keys.loginMode] = settings.loginMode
    if (settings.questionnaires !== undefined) config[keys.questionnaires] = onOff(settings.questionnaires)
    if (settings.browserOpen !== undefined) config[keys.browserOpen] = onOff(settings.browserOpen)
  }
  for (const [name, key] of Object.entries(LOGIN_MODE_KEYS)) {
    const value = file.loginModes[name as keyof typeof LOGIN_MODE_KEYS]
    if (value !== undefined) config[key] = onOff(value)
  }
  if (file.registrationTypes) config[REGISTRATION_TYPES_KEY] = file.registrationTypes
  return config
}

const instant = (value: string | undefined) => (value === undefined ? null : new Date(value))

function inLanguage(question: ExhibitionFile['questionnaires'][number]['questions'][number], language: Language): QuestionDefinition {
  const { title, options, ...rest } = question
  return { ...rest, title: title[language], ...(options ? { options: options.map((option) => ({ key: option.key, label: option.label[language] })) } : {}) }
}

async function keysOf(tx: Tx, exhibitionId: string, kind: 'ticketType' | 'company'): Promise<Map<string, string>> {
  const rows = await tx.select().from(exhibitionFileKeys).where(and(eq(exhibitionFileKeys.exhibitionId, exhibitionId), eq(exhibitionFileKeys.kind, kind)))
  return new Map(rows.map((row) => [row.key, row.rowId]))
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Which row each keyed line of the file stands for: the row its key was imported to before, else the row of the id
 * the file gives (an export writes it), else the row whose id is the key itself (an export of rows made before the
 * file existed), else a new row (with the file's id when it gives one).
 */
function resolve(rows: Array<{ key: string; id?: string }>, keys: Map<string, string>, existing: Set<string>): Array<{ id: string; isNew: boolean }> {
  return rows.map((row) => {
    const known = keys.get(row.key) ?? (row.id && existing.has(row.id) ? row.id : undefined) ?? (existing.has(row.key) ? row.key : undefined)
    return known ? { id: known, isNew: false } : { id: row.id ?? randomUUID(), isNew: true }
  })
}

/** Imports a whole exhibition for the organiser of `tenantId`; `input` is checked here (a route or the seed may call it). */
export async function importExhibition(db: Db, tenantId: string, input: unknown, language: Language, options: ExhibitionImportOptions = {}): Promise<ExhibitionImportResult> {
  const parsed = exhibitionFileSchema.safeParse(input)
  if (!parsed.success) throw validationError(parsed.error, language)
  const file = parsed.data
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(exhibitions).where(eq(exhibitions.id, file.id)).limit(1).for('update')
    // Exhibition ids are global: another organiser's exhibition of this id is not this key's to overwrite.
    if (existing && existing.tenantId !== tenantId) throw new AppError(403, 'error.forbidden')
    if (file.tenant !== tenantId) throw validationError({ issues: [{ path: ['tenant'], message: 'validation.exhibitionFile.otherTenant', params: { tenant: file.tenant, own: tenantId } }] }, language)
    const scope = { tenantId, exhibitionId: file.id }
    const issues: ValidationIssueLike[] = []

    const typeRows = existing
      ? await tx
          .select({ id: ticketTypes.id, sold: ticketQuotas.sold })
          .from(ticketTypes)
          .leftJoin(ticketQuotas, eq(ticketQuotas.ticketTypeId, ticketTypes.id))
          .where(and(eq(ticketTypes.tenantId, tenantId), eq(ticketTypes.exhibitionId, file.id)))
      : []
    const sold = new Map(typeRows.map((row) => [row.id, row.sold ?? 0]))
    const typeIds = resolve(file.ticketTypes, existing ? await keysOf(tx, file.id, 'ticketType') : new Map(), new Set(sold.keys()))
    const companyRows = await tx.select({ id: exhibitorCompanies.id }).from(exhibitorCompanies).where(eq(exhibitorCompanies.tenantId, tenantId))
    const companyIds = resolve(file.companies, existing ? await keysOf(tx, file.id, 'company') : new Map(), new Set(companyRows.map((row) => row.id)))

    // An id the file gives for a new row must not be another exhibition's (or tenant's) row.
    const newTypeIds = typeIds.filter((row) => row.isNew && UUID.test(row.id)).map((row) => row.id)
    const takenTypes = newTypeIds.length > 0 ? new Set((await tx.select({ id: ticketTypes.id }).from(ticketTypes).where(inArray(ticketTypes.id, newTypeIds))).map((row) => row.id)) : new Set<string>()
    const newCompanyIds = companyIds.filter((row) => row.isNew).map((row) => row.id)
    const takenCompanies =
      newCompanyIds.length > 0 ? new Set((await tx.select({ id: exhibitorCompanies.id }).from(exhibitorCompanies).where(inArray(exhibitorCompanies.id, newCompanyIds))).map((row) => row.id)) : new Set<string>()
    file.ticketTypes.forEach((row, index) => {
      const { id, isNew } = typeIds[index]
      if (isNew && takenTypes.has(id)) issues.push({ path: ['ticketTypes', index, 'id'], message: 'validation.exhibitionFile.idTaken' })
      const taken = sold.get(id) ?? 0
      if (!isNew && row.quota < taken) issues.push({ path: ['ticketTypes', index, 'quota'], message: 'validation.exhibitionFile.quotaBelowSold', params: { n: taken } })
    })
    file.companies.forEach((_row, index) => {
      const { id, isNew } = companyIds[index]
      if (isNew && takenCompanies.has(id)) issues.push({ path: ['companies', index, 'id'], message: 'validation.exhibitionFile.idTaken' })
    })
    const deptOf = new Map(file.companies.map((row, index) => [row.key, companyIds[index].id]))
    const named = new Set(deptOf.values())
    const boothKey = (hall: string, boothNo: string) => `${hall.toUpperCase()}\u0000${boothNo.toUpperCase()}`
    const boothRows = existing ? await tx.select().from(exhibitorBooths).where(and(eq(exhibitorBooths.tenantId, tenantId), eq(exhibitorBooths.exhibitionId, file.id))) : []
    const boothAt = new Map(boothRows.map((row) => [boothKey(row.hall, row.boothNo), row]))
    file.booths.forEach((row, index) => {
      const before = boothAt.get(boothKey(row.hall, row.boothNo))
      if (before && !named.has(before.deptId)) issues.push({ path: ['booths', index, 'boothNo'], message: 'validation.exhibitionFile.boothTaken' })
    })
    if (issues.length > 0) throw validationError({ issues }, language)

    const exhibitionValues = {
      titleCn: file.title.cn,
      titleEn: file.title.en,
      autoApprove: file.autoApprove,
      // A file that names no zone (one written before zones existed) keeps the exhibition's; a new one is China time.
      ...(file.timeZone ? { timeZone: file.timeZone } : {}),
      pageConfig: pageConfigOf(file),
      functionConfig: file.functionConfig,
      registrationOpensAt: instant(file.registration?.opensAt),
      registrationClosesAt: instant(file.registration?.closesAt),
    }
    if (existing) await tx.update(exhibitions).set(exhibitionValues).where(eq(exhibitions.id, file.id))
    else await tx.insert(exhibitions).values({ ...exhibitionValues, id: file.id, tenantId })

    // Forms and questionnaires: no other row refers to them by id, so the file's replace them whole.
    await tx.delete(formFields).where(eq(formFields.exhibitionId, file.id))
    const fieldRows = file.forms.flatMap((form) =>
      form.fields.map((field, index) => ({
        tenantId,
        exhibitionId: file.id,
        registerType: form.registerType ?? null,
        field: field.field,
        type: field.type,
        required: field.required,
        labelCn: field.label.cn,
        labelEn: field.label.en,
        placeholderCn: field.placeholder?.cn ?? null,
        placeholderEn: field.placeholder?.en ?? null,
        dictCode: field.dict ?? null,
        rules: field.rules ?? {},
        sort: (index + 1) * 10,
      })),
    )
    if (fieldRows.length > 0) await tx.insert(formFields).values(fieldRows)
    await tx.delete(questionnaires).where(eq(questionnaires.exhibitionId, file.id))
    const questionnaireRows = file.questionnaires.flatMap((entry) =>
      (['cn', 'en'] as const).map((languageType) => ({
        tenantId,
        exhibitionId: file.id,
        registerType: entry.registerType ?? null,
        languageType,
        seq: entry.seq,
        title: entry.title[languageType],
        description: entry.description?.[languageType] ?? null,
        questions: entry.questions.map((question) => inLanguage(question, languageType)),
      })),
    )
    if (questionnaireRows.length > 0) await tx.insert(questionnaires).values(questionnaireRows)

    const ticketCounts = { created: 0, updated: 0, hidden: 0 }
    for (const [index, row] of file.ticketTypes.entries()) {
      const { id, isNew } = typeIds[index]
      const values = {
        registerLinkIds: row.registerLinks ?? null,
        nameCn: row.name.cn,
        nameEn: row.name.en,
        descriptionCn: row.description.cn,
        descriptionEn: row.description.en,
        noticeCn: row.notice.cn,
        noticeEn: row.notice.en,
        priceFen: row.priceFen,
        validFrom: row.validFrom,
        validTo: row.validTo,
        entries: row.entries,
        requiresDay: row.requiresDay,
        perPersonLimit: row.perPersonLimit ?? null,
        perOrderLimit: row.perOrderLimit ?? null,
        conflictGroup: row.conflictGroup ?? null,
        saleStartsAt: instant(row.saleStartsAt),
        saleEndsAt: instant(row.saleEndsAt),
        refundableUntil: instant(row.refundableUntil),
        refundFeePercent: row.refundFeePercent,
        reissueFeeFen: row.reissueFeeFen,
        giftable: row.giftable,
        transferable: row.transferable,
        status: row.status,
        sort: (index + 1) * 10,
      }
      if (isNew) {
        await tx.insert(ticketTypes).values({ ...values, id, tenantId, exhibitionId: file.id })
        await tx.insert(ticketQuotas).values({ ticketTypeId: id, total: row.quota })
        ticketCounts.created += 1
      } else {
        await tx.update(ticketTypes).set(values).where(eq(ticketTypes.id, id))
        await tx.insert(ticketQuotas).values({ ticketTypeId: id, total: row.quota }).onConflictDoUpdate({ target: ticketQuotas.ticketTypeId, set: { total: row.quota } })
        ticketCounts.updated += 1
      }
    }
    if (existing) {
      const kept = new Set(typeIds.map((row) => row.id))
      const candidates = await tx
        .select({ id: ticketTypes.id, links: ticketTypes.registerLinkIds })
        .from(ticketTypes)
        .where(and(eq(ticketTypes.tenantId, tenantId), eq(ticketTypes.exhibitionId, file.id), eq(ticketTypes.status, 'onSale')))
      const hide = candidates.filter((row) => !kept.has(row.id) && !ownedElsewhere(row.links)).map((row) => row.id)
      if (hide.length > 0) await tx.update(ticketTypes).set({ status: 'hidden' }).where(inArray(ticketTypes.id, hide))
      ticketCounts.hidden = hide.length
    }
    const idOfType = new Map(file.ticketTypes.map((row, index) => [row.key, typeIds[index].id]))

    for (const row of file.discountCodes) {
      const values = {
        percentOff: row.percentOff,
        ticketTypeIds: row.ticketTypes ? row.ticketTypes.map((key) => idOfType.get(key)!) : null,
        validFrom: instant(row.validFrom),
        validTo: instant(row.validTo),
        active: row.active,
        maxUses: row.maxUses ?? null,
        maxUsesPerBuyer: row.maxUsesPerBuyer ?? null,
      }
      await tx
        .insert(discountCodes)
        .values({ ...values, tenantId, exhibitionId: file.id, code: row.code })
        .onConflictDoUpdate({ target: [discountCodes.tenantId, discountCodes.exhibitionId, discountCodes.code], set: values })
    }
    const codes = file.discountCodes.map((row) => row.code)
    const switchedOff = existing
      ? await tx
          .update(discountCodes)
          .set({ active: false })
          .where(and(eq(discountCodes.tenantId, tenantId), eq(discountCodes.exhibitionId, file.id), eq(discountCodes.active, true), ...(codes.length > 0 ? [notInArray(discountCodes.code, codes)] : [])))
          .returning({ id: discountCodes.id })
      : []

    let programme: ExhibitionImportResult['programme'] = null
    if (file.programme) {
      try {
        const outcome = await importProgramme(tx, scope, file.programme, language, { signCode: options.signCode })
        programme = { sessions: outcome.sessions, updated: outcome.updated }
      } catch (error) {
        throw underProgramme(error)
      }
    }

    const companyCounts = { created: 0, updated: 0 }
    for (const [index, row] of file.companies.entries()) {
      const { id, isNew } = companyIds[index]
      const names = { nameCn: row.name.cn, nameEn: row.name.en ?? null, fullNameCn: row.fullName.cn, fullNameEn: row.fullName.en ?? null }
      if (isNew) await tx.insert(exhibitorCompanies).values({ ...names, id, tenantId })
      else await tx.update(exhibitorCompanies).set(names).where(eq(exhibitorCompanies.id, id))
      companyCounts[isNew ? 'created' : 'updated'] += 1
      const caps = { productCap: row.productCap ?? null, credentialCap: row.credentialCap ?? null }
      await tx
        .insert(exhibitorParticipations)
        .values({ ...caps, tenantId, exhibitionId: file.id, deptId: id })
        .onConflictDoUpdate({ target: [exhibitorParticipations.exhibitionId, exhibitorParticipations.deptId], set: caps })
    }
    const boothSort = new Map<string, number>()
    const keptBooths: string[] = []
    for (const row of file.booths) {
      const deptId = deptOf.get(row.company)!
      const sort = boothSort.get(deptId) ?? 0
      boothSort.set(deptId, sort + 1)
      const values = { deptId, hall: row.hall, boothNo: row.boothNo, type: row.type, area: row.area, sort }
      const before = boothAt.get(boothKey(row.hall, row.boothNo))
      if (before) {
        await tx.update(exhibitorBooths).set(values).where(eq(exhibitorBooths.id, before.id))
        keptBooths.push(before.id)
      } else {
        const [created] = await tx.insert(exhibitorBooths).values({ ...values, tenantId, exhibitionId: file.id }).returning({ id: exhibitorBooths.id })
        keptBooths.push(created.id)
      }
    }
    if (named.size > 0) {
      await tx
        .delete(exhibitorBooths)
        .where(and(eq(exhibitorBooths.exhibitionId, file.id), inArray(exhibitorBooths.deptId, [...named]), ...(keptBooths.length > 0 ? [notInArray(exhibitorBooths.id, keptBooths)] : [])))
    }

    // The keys this file used are the ones a re-import looks up.
    const keyRows = [
      ...file.ticketTypes.map((row, index) => ({ kind: 'ticketType', key: row.key, rowId: typeIds[index].id })),
      ...file.companies.map((row, index) => ({ kind: 'company', key: row.key, rowId: companyIds[index].id })),
    ]
    // A row the file no longer names keeps its key (an export still calls it so); a key or row named again is the file's.
    for (const kind of ['ticketType', 'company'] as const) {
      const rows = keyRows.filter((row) => row.kind === kind)
      if (rows.length === 0) continue
      await tx
        .delete(exhibitionFileKeys)
        .where(
          and(
            eq(exhibitionFileKeys.exhibitionId, file.id),
            eq(exhibitionFileKeys.kind, kind),
            or(inArray(exhibitionFileKeys.key, rows.map((row) => row.key)), inArray(exhibitionFileKeys.rowId, rows.map((row) => row.rowId))),
          ),
        )
    }
    if (keyRows.length > 0) await tx.insert(exhibitionFileKeys).values(keyRows.map((row) => ({ ...row, tenantId, exhibitionId: file.id })))

    return {
      exhibitionId: file.id,
      created: !existing,
      ticketTypes: ticketCounts,
      discountCodes: { written: file.discountCodes.length, switchedOff: switchedOff.length },
      formFields: fieldRows.length,
      questionnaires: file.questionnaires.length,
      companies: companyCounts,
      booths: file.booths.length,
      programme,
    }
  })
}

/** The programme's own refusals name their rows from the programme: in the file they are under `programme`. */
function underProgramme(error: unknown): unknown {
  if (!(error instanceof AppError) || error.status !== 400) return error
  const data = error.data as { fieldErrors?: Record<string, string> } | null
  if (!data?.fieldErrors) return error
  const fieldErrors = Object.fromEntries(Object.entries(data.fieldErrors).map(([field, message]) => [`programme.${field}`, message]))
  return new AppError(error.status, error.messageKey, error.params, { ...data, fieldErrors })
}

/** For tests: how many rows the exhibition has in the tables a file writes (nothing written = the same counts). */
export async function fileRowCounts(db: Db, exhibitionId: string): Promise<Record<string, number>> {
  const count = async (table: typeof formFields | typeof questionnaires | typeof ticketTypes | typeof discountCodes | typeof exhibitorBooths | typeof exhibitorParticipations) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.exhibitionId, exhibitionId)))[0].n
  const [exhibition] = await db.select({ n: sql<number>`count(*)::int` }).from(exhibitions).where(eq(exhibitions.id, exhibitionId))
  return {
    exhibitions: exhibition.n,
    formFields: await count(formFields),
    questionnaires: await count(questionnaires),
    ticketTypes: await count(ticketTypes),
    discountCodes: await count(discountCodes),
    booths: await count(exhibitorBooths),
    participations: await count(exhibitorParticipations),
  }
}
