import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import { buildProfileSchema, fillableForOthers, type RelationPersonInput, type RelationSaveRequest } from '@fairpass/core/validation'
import type { AdminRelationView, RelationDetail, RelationFormData, RelationKind, RelationState, RelationView, SelfRelationView, TicketPerson } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { registrationOpen, type Exhibition } from '../../tenancy'
import { codeUsedSince, users } from '../auth'
import { profileFieldsFor } from '../config'
import { registrations, submitProfile } from '../user'
import { holdsTicket } from '../wallet'
import { displayName, lockOf, maskAccount, relationMaxOf, reviewOf, signInOf } from './rules'
import { userRelations, type UserRelationRow } from './tables'

/*
 * The records of people a visitor registered. Every function takes the registrant from the token; a record id is
 * always looked for among the registrant's own rows, so another visitor's record reads as not there (404).
 */

type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

/** The register type a person registered by someone else gets at the exhibition. */
export const PERSON_REGISTER_TYPE = 'visitor'

export interface Registrant {
  tenantId: string
  exhibition: Exhibition
  userId: string
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true
  }
  return false
}

const ownRows = (who: Registrant) =>
  and(eq(userRelations.tenantId, who.tenantId), eq(userRelations.exhibitionId, who.exhibition.id), eq(userRelations.registrantUserId, who.userId))

export async function listOwn(db: Queryable, who: Registrant): Promise<UserRelationRow[]> {
  return db.select().from(userRelations).where(ownRows(who)).orderBy(asc(userRelations.seq))
}

export async function findOwn(db: Queryable, who: Registrant, id: string): Promise<UserRelationRow> {
  const [row] = await db
    .select()
    .from(userRelations)
    .where(and(ownRows(who), eq(userRelations.id, id)))
    .limit(1)
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

/** The exhibition's profile form as far as another person may fill it in (rules.ts fillableForOthers). */
export async function formFor(ctx: AppContext, exhibition: Exhibition, language: Language) {
  return fillableForOthers(await profileFieldsFor(ctx.db, exhibition, PERSON_REGISTER_TYPE, language))
}

interface CheckedPerson {
  mobile: string | null
  email: string | null
  profile: Record<string, unknown>
}

/**
 * A person as given, checked: the profile through the exhibition's form (a refusal is the schema's 400 with the
 * field's message), the contact neither the registrant's own nor an account's that exists (whoever has an account
 * registers themselves: nobody registers an existing person to write their data).
 */
async function checkPerson(ctx: AppContext, who: Registrant, person: RelationPersonInput, fields: Awaited<ReturnType<typeof formFor>>): Promise<CheckedPerson> {
  const profile = buildProfileSchema(fields, { draft: false }).parse(person.profile) as Record<string, unknown>
  const mobile = person.contact.mobile ?? null
  const email = person.contact.email?.toLowerCase() ?? null
  const [me] = await ctx.db.select({ phone: users.phone, email: users.email, account: users.account }).from(users).where(eq(users.id, who.userId)).limit(1)
  const mine = new Set([me?.phone, me?.email?.toLowerCase(), me?.account?.toLowerCase()].filter(Boolean))
  if ((mobile && mine.has(mobile)) || (email && mine.has(email))) throw new AppError(409, 'error.relation.self')
  await refuseExistingAccount(ctx, who, mobile, email)
  return { mobile, email, profile }
}

async function refuseExistingAccount(ctx: AppContext | { db: Queryable }, who: Registrant, mobile: string | null, email: string | null): Promise<void> {
  const contacts = [mobile ? or(eq(users.phone, mobile), eq(users.account, mobile)) : undefined, email ? or(eq(users.email, email), eq(users.account, email)) : undefined].filter((c) => c !== undefined)
  if (!contacts.length) return
  const accounts = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, who.tenantId), or(...contacts)))
  if (!accounts.length) return
  const registered = await ctx.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.tenantId, who.tenantId), eq(registrations.exhibitionId, who.exhibition.id), inArray(registrations.userId, accounts.map((account) => account.id))))
    .limit(1)
  throw new AppError(409, registered.length ? 'error.relation.duplicate' : 'error.relation.hasAccount')
}

/**
 * Runs `work` with the registrant's account row locked: every save takes this lock first, so of saves at once each
 * counts the records the one before it left, and the cap holds. Two records of one person (at once, by anyone)
 * meet the table's unique keys.
 */
async function withRegistrantLocked<T>(ctx: AppContext, who: Registrant, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, who.userId)).for('update')
      return work(tx)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'error.relation.duplicate')
    throw error
  }
}

async function countOwn(db: Queryable, who: Registrant): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(userRelations).where(ownRows(who))
  return Number(row?.n ?? 0)
}

const valuesOf = (person: CheckedPerson) => ({
  name: displayName(person.profile, person),
  mobile: person.mobile,
  email: person.email,
  profile: person.profile,
})

/** New drafts (one per person, one batch) or, with `id`, the registrant's draft changed. */
export async function saveRelations(ctx: AppContext, who: Registrant, body: RelationSaveRequest, language: Language): Promise<UserRelationRow[]> {
  const fields = await formFor(ctx, who.exhibition, language)
  const people: CheckedPerson[] = []
  for (const person of body.people) people.push(await checkPerson(ctx, who, person, fields))
  const now = new Date(ctx.clock.now())
  if (body.id) {
    const id = body.id
    return withRegistrantLocked(ctx, who, async (tx) => {
      const current = await findOwn(tx, who, id)
      if (current.state !== 'draft') throw new AppError(409, 'error.relation.submitted')
      const [row] = await tx
        .update(userRelations)
        .set({ ...valuesOf(people[0]), kind: body.kind, updatedAt: now })
        .where(and(ownRows(who), eq(userRelations.id, id)))
        .returning()
      return [row]
    })
  }
  if (!registrationOpen(who.exhibition, ctx.clock.now())) throw new AppError(409, 'error.registrationClosed')
  const max = relationMaxOf(who.exhibition.functionConfig)
  return withRegistrantLocked(ctx, who, async (tx) => {
    if ((await countOwn(tx, who)) + people.length > max) throw new AppError(409, 'error.relation.full', { n: max })
    const batchId = randomUUID()
    return tx
      .insert(userRelations)
      .values(
        people.map((person) => ({
          tenantId: who.tenantId,
          exhibitionId: who.exhibition.id,
          registrantUserId: who.userId,
          kind: body.kind,
          batchId,
          ...valuesOf(person),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning()
  })
}

/**
 * Drafts submitted, all or none: each person gets an account of their own (rules.ts signInOf: one sign-in, theirs)
 * and a registration at the exhibition, complete and in review, registered by the registrant. An account that
 * appeared meanwhile (the person signed up themselves) refuses the whole submit: it is never taken over.
 */
export async function submitRelations(ctx: AppContext, who: Registrant, idList: string[], language: Language): Promise<UserRelationRow[]> {
  if (!registrationOpen(who.exhibition, ctx.clock.now())) throw new AppError(409, 'error.registrationClosed')
  const ids = [...new Set(idList)]
  const now = new Date(ctx.clock.now())
  return withRegistrantLocked(ctx, who, async (tx) => {
    const rows = await tx.select().from(userRelations).where(and(ownRows(who), inArray(userRelations.id, ids)))
    if (rows.length !== ids.length) throw new AppError(404, 'error.notFound')
    if (rows.some((row) => row.state !== 'draft')) throw new AppError(409, 'error.relation.submitted')
    const done: UserRelationRow[] = []
    for (const row of rows) {
      await refuseExistingAccount({ db: tx }, who, row.mobile, row.email)
      const signIn = signInOf(row)
      const [account] = await tx
        .insert(users)
        .values({ tenantId: who.tenantId, ...signIn, name: row.name, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: users.id })
      if (!account) throw new AppError(409, 'error.relation.hasAccount')
      await tx.insert(registrations).values({
        tenantId: who.tenantId,
        exhibitionId: who.exhibition.id,
        userId: account.id,
        registerType: PERSON_REGISTER_TYPE,
        topRegisterType: PERSON_REGISTER_TYPE,
        registrationSource: `relation:${row.kind}`,
        profile: row.profile,
        completeResult: 'succ',
        // Someone else's word: in review until the person confirms it (then the exhibition's own rule applies).
        examineResult: 'pending',
        language,
        registeredByUserId: who.userId,
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      const [submitted] = await tx
        .update(userRelations)
        .set({ state: 'submitted', personUserId: account.id, submittedAt: now, updatedAt: now })
        .where(eq(userRelations.id, row.id))
        .returning()
      done.push(submitted)
    }
    return done.sort((a, b) => a.seq - b.seq)
  })
}

interface Facts {
  review: Map<string, { examineResult: string | null }>
  tickets: Map<string, boolean>
  signedIn: Map<string, boolean>
}

/** What the views need beyond the rows: each person's registration, tickets and whether they signed in since. */
async function factsOf(ctx: AppContext, tenantId: string, exhibitionId: string, rows: UserRelationRow[]): Promise<Facts> {
  const people = rows.flatMap((row) => (row.personUserId ? [row.personUserId] : []))
  const found = people.length
    ? await ctx.db
        .select({ userId: registrations.userId, examineResult: registrations.examineResult })
        .from(registrations)
        .where(and(eq(registrations.tenantId, tenantId), eq(registrations.exhibitionId, exhibitionId), inArray(registrations.userId, people), eq(registrations.registerType, PERSON_REGISTER_TYPE)))
    : []
  const review = new Map(found.map((registration) => [registration.userId, registration]))
  const tickets = new Map<string, boolean>()
  const signedIn = new Map<string, boolean>()
  for (const row of rows) {
    if (!row.personUserId) continue
    tickets.set(row.id, await holdsTicket(ctx, { tenantId, exhibitionId, userId: row.personUserId }))
    const recipients = [row.mobile, row.email].filter((value): value is string => Boolean(value))
    signedIn.set(row.id, await codeUsedSince(ctx, tenantId, recipients, row.submittedAt ?? row.createdAt))
  }
  return { review, tickets, signedIn }
}

function viewOf(row: UserRelationRow, facts: Facts, ticketsHeld: boolean): RelationView {
  const state = row.state as RelationState
  const holds = ticketsHeld || (facts.tickets.get(row.id) ?? false)
  return {
    id: row.id,
    kind: row.kind as RelationKind,
    batchId: row.batchId,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    company: typeof row.profile.company === 'string' ? row.profile.company : '',
    state,
    review: reviewOf(state, row.personUserId ? facts.review.get(row.personUserId) : undefined),
    holdsTicket: holds,
    lock: lockOf({ state, signedIn: facts.signedIn.get(row.id) ?? false, holdsTicket: holds }),
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  }
}

export async function relationViews(ctx: AppContext, who: Registrant, rows: UserRelationRow[], heldFor: (row: UserRelationRow) => boolean = () => false): Promise<RelationView[]> {
  const facts = await factsOf(ctx, who.tenantId, who.exhibition.id, rows)
  return rows.map((row) => viewOf(row, facts, heldFor(row)))
}

export async function relationDetail(ctx: AppContext, who: Registrant, id: string): Promise<RelationDetail> {
  const row = await findOwn(ctx.db, who, id)
  const [view] = await relationViews(ctx, who, [row])
  const [registration] = row.personUserId
    ? await ctx.db
        .select({ one: registrations.questionnaireResult, two: registrations.questionnaireTwoResult, three: registrations.questionnaireThreeResult })
        .from(registrations)
        .where(and(eq(registrations.tenantId, who.tenantId), eq(registrations.exhibitionId, who.exhibition.id), eq(registrations.userId, row.personUserId), eq(registrations.registerType, PERSON_REGISTER_TYPE)))
        .limit(1)
    : []
  const questionnairesDone = registration ? [registration.one, registration.two, registration.three].flatMap((result, index) => (result === 'complete' ? [index + 1] : [])) : []
  return { ...view, profile: row.profile, personUserId: row.state === 'draft' ? null : row.personUserId, questionnairesDone }
}

export async function relationFormData(ctx: AppContext, who: Registrant, id: string): Promise<RelationFormData> {
  const row = await findOwn(ctx.db, who, id)
  return { id: row.id, kind: row.kind as RelationKind, mobile: row.mobile, email: row.email, profile: row.profile }
}

/**
 * The wallet's personnel and the registered people as one list (`userRelation/list`): a registered person holding
 * one of the visitor's tickets (same mobile or e-mail as its holder) is that entry, with `relation`; the others follow
 * with no tickets. Entries of the wallet keep their shape and order.
 */
export async function peopleOf(ctx: AppContext, who: Registrant, personnel: TicketPerson[]): Promise<TicketPerson[]> {
  const rows = await listOwn(ctx.db, who)
  if (!rows.length) return personnel
  const holderOf = (row: UserRelationRow) =>
    personnel.find((person) => (row.mobile && person.holder.phone === row.mobile) || (row.email && person.holder.email?.toLowerCase() === row.email))
  const views = await relationViews(ctx, who, rows, (row) => Boolean(holderOf(row)?.ticketIds.length))
  const people = personnel.map((person) => ({ ...person }))
  rows.forEach((row, index) => {
    const holder = holderOf(row)
    const entry = holder ? people[personnel.indexOf(holder)] : undefined
    if (entry && !entry.relation) entry.relation = views[index]
    else
      people.push({
        holder: { name: row.name, ...(row.mobile ? { phone: row.mobile } : {}), ...(row.email ? { email: row.email } : {}), ...(views[index].company ? { company: views[index].company } : {}) },
        ticketIds: [],
        relation: views[index],
      })
  })
  return people
}

/**
 * The registrant removes a record while the person has not taken it over: refused once they hold a ticket, signed
 * in, or confirmed (409 with the reason; nothing changes). A submitted record takes its registration and the account
 * made for it along, the account only while nothing else of the person's hangs on it.
 */
export async function removeRelation(ctx: AppContext, who: Registrant, id: string): Promise<void> {
  const row = await findOwn(ctx.db, who, id)
  const [view] = await relationViews(ctx, who, [row], () => false)
  if (view.lock) throw new AppError(409, `error.relation.locked.${view.lock}`)
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(userRelations)
      .where(and(ownRows(who), eq(userRelations.id, id), eq(userRelations.state, row.state)))
      .returning({ id: userRelations.id })
    if (!removed.length) throw new AppError(404, 'error.notFound')
    if (!row.personUserId) return
    await tx
      .delete(registrations)
      .where(and(eq(registrations.userId, row.personUserId), eq(registrations.exhibitionId, who.exhibition.id), eq(registrations.registeredByUserId, who.userId)))
  })
  if (row.personUserId) {
    const others = await ctx.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.userId, row.personUserId)).limit(1)
    if (!others.length) {
      // Anything else of the account's (a ticket, a code) keeps it: the delete is refused and the account stays.
      await ctx.db.delete(users).where(and(eq(users.id, row.personUserId), eq(users.tenantId, who.tenantId))).catch(() => undefined)
    }
  }
}

/* The registered person's side. */

export interface Person {
  tenantId: string
  exhibition: Exhibition
  userId: string
}

async function selfViews(ctx: AppContext, rows: UserRelationRow[], person: Person): Promise<SelfRelationView[]> {
  if (!rows.length) return []
  const registrants = await ctx.db
    .select({ id: users.id, name: users.name, account: users.account })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((row) => row.registrantUserId))]))
  const byId = new Map(registrants.map((registrant) => [registrant.id, registrant]))
  const facts = await factsOf(ctx, person.tenantId, person.exhibition.id, rows)
  return rows.map((row) => {
    const registrant = byId.get(row.registrantUserId)
    const state = row.state as RelationState
    return {
      id: row.id,
      kind: row.kind as RelationKind,
      registeredBy: registrant?.name?.trim() || maskAccount(registrant?.account ?? ''),
      profile: row.profile,
      state,
      review: reviewOf(state, facts.review.get(person.userId)),
    }
  })
}

const personRows = (person: Person) =>
  and(eq(userRelations.tenantId, person.tenantId), eq(userRelations.exhibitionId, person.exhibition.id), eq(userRelations.personUserId, person.userId), ne(userRelations.state, 'draft'))

export async function relationsAbout(ctx: AppContext, person: Person): Promise<SelfRelationView[]> {
  return selfViews(ctx, await ctx.db.select().from(userRelations).where(personRows(person)).orderBy(asc(userRelations.seq)), person)
}

/**
 * The person confirms the record about them: their registration is submitted as their own (the exhibition's review
 * rule applies, auto-approval and notices included). A second confirm answers the same.
 */
export async function selfSubmit(ctx: AppContext, person: Person, id: string, language: Language): Promise<SelfRelationView> {
  const [row] = await ctx.db
    .select()
    .from(userRelations)
    .where(and(personRows(person), eq(userRelations.id, id)))
    .limit(1)
  if (!row) throw new AppError(404, 'error.notFound')
  if (row.state === 'submitted') {
    const [registration] = await ctx.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.tenantId, person.tenantId), eq(registrations.exhibitionId, person.exhibition.id), eq(registrations.userId, person.userId), eq(registrations.registerType, PERSON_REGISTER_TYPE)))
      .limit(1)
    if (!registration) throw new AppError(404, 'error.notFound')
    await submitProfile(ctx, person.exhibition, registration, registration.profile, language)
    const now = new Date(ctx.clock.now())
    await ctx.db.update(userRelations).set({ state: 'confirmed', confirmedAt: now, updatedAt: now }).where(and(eq(userRelations.id, row.id), eq(userRelations.state, 'submitted')))
  }
  const [fresh] = await ctx.db.select().from(userRelations).where(eq(userRelations.id, row.id)).limit(1)
  const [view] = await selfViews(ctx, [fresh], person)
  return view
}


/** The organiser's list: every record of the exhibition, oldest first, with the registrant's account. */
export async function adminRelations(ctx: AppContext, exhibition: Exhibition): Promise<AdminRelationView[]> {
  const rows = await ctx.db
    .select({ row: userRelations, registrantAccount: users.account })
    .from(userRelations)
    .innerJoin(users, eq(users.id, userRelations.registrantUserId))
    .where(and(eq(userRelations.tenantId, exhibition.tenantId), eq(userRelations.exhibitionId, exhibition.id)))
    .orderBy(asc(userRelations.seq))
  const people = rows.flatMap(({ row }) => (row.personUserId ? [row.personUserId] : []))
  const found = people.length
    ? await ctx.db
        .select({ userId: registrations.userId, examineResult: registrations.examineResult })
        .from(registrations)
        .where(and(eq(registrations.tenantId, exhibition.tenantId), eq(registrations.exhibitionId, exhibition.id), inArray(registrations.userId, people), eq(registrations.registerType, PERSON_REGISTER_TYPE)))
    : []
  const review = new Map(found.map((registration) => [registration.userId, registration]))
  return rows.map(({ row, registrantAccount }) => ({
    id: row.id,
    kind: row.kind as RelationKind,
    registrantAccount,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    company: typeof row.profile.company === 'string' ? row.profile.company : '',
    state: row.state as RelationState,
    review: reviewOf(row.state as RelationState, row.personUserId ? review.get(row.personUserId) : undefined),
    createdAt: row.createdAt.toISOString(),
  }))
}
