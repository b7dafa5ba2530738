import { atom } from 'nanostores'
import type { AreaInstance, ExhibitionRef } from '@fairpass/core/area'
import type { RelationKind, RelationView, TicketPerson } from '@fairpass/core/contract'
import { createForm, loadValidation, type FieldErrors } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, refusalOf, resource } from '@fairpass/core/resource'
import { $language, $session, availableSessionStorage } from '@fairpass/core/session'
import type { ProfileField, RelationPersonInput } from '@fairpass/core/validation'
import { confirmMine, fetchMine, fetchPeople, fetchPersonForm, fetchRelation, removeRelation, saveRelations, submitRelations } from './api'

export type Emit = AreaInstance['emit']

/* Registering other people: the pages' paths per kind, the lists, the form and the record's actions. */

/** A kind named by a route's `:type` (others registration: group or work; the detail page takes every kind). */
export function kindOf(type: string | undefined, allowed: readonly RelationKind[] = ['group', 'work']): RelationKind | null {
  return allowed.includes(type as RelationKind) ? (type as RelationKind) : null
}

export const pathsOf = (kind: RelationKind) => ({
  list: kind === 'help' ? '/helpRegistration' : kind === 'team' ? '/teamRegistration' : `/othersRegistration/${kind}`,
  form: kind === 'help' ? '/helpRegistration-form' : kind === 'team' ? '/teamRegistration-form' : `/others-registration-card-form/${kind}`,
  detail: `/others-registration-info-detail/${kind}`,
})

/** Everyone of the visitor's personnel list (ticket holders and the people they registered). */
export const peopleOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchPeople(ref)))
/** The records others made about the signed-in visitor, to confirm. */
export const mineOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchMine(ref)))
/** One record with its details and lock, for its detail page (a 404 when it is gone or not the visitor's). */
export const relationOf = perExhibition((ref: ExhibitionRef, id: string) => resource(() => fetchRelation(ref, id)))
/** The exhibition's profile form as far as someone else fills it in. */
export const personFormOf = perExhibition((ref: ExhibitionRef) =>
  resource(async () => {
    const [{ fillableForOthers }, fields] = await Promise.all([loadValidation(), fetchPersonForm(ref)])
    return fillableForOthers(fields).sort((a, b) => a.sort - b.sort)
  }),
)

/** The records of one kind, oldest first, from the shared personnel list. */
export const relationsIn = (people: readonly TicketPerson[] | null, kind: RelationKind): RelationView[] =>
  (people ?? []).flatMap((person) => (person.relation && person.relation.kind === kind ? [person.relation] : []))

export const relationIn = (people: readonly TicketPerson[] | null, id: string): RelationView | null =>
  (people ?? []).find((person) => person.relation?.id === id)?.relation ?? null

/** What a record's row says: where it stands, then its review and what the person holds. */
export function relationStates(view: Pick<RelationView, 'state' | 'review' | 'holdsTicket'>): string[] {
  const states = [`state.${view.state}`]
  if (view.review !== 'none') states.push(`review.${view.review}`)
  if (view.holdsTicket) states.push('ticket')
  return states
}

/** The pill colour vocabulary of ui/parts for a state key. */
export function pillState(state: string): string {
  if (state === 'review.approve' || state === 'state.confirmed' || state === 'ticket') return 'approved'
  if (state === 'review.reject') return 'rejected'
  if (state === 'review.pending') return 'pending'
  return state
}

/*
 * The form: one or several people (a team), each a contact and the exhibition's fields. Values are flat, keyed
 * `<n>:contact.mobile`, `<n>:contact.email` and `<n>:p.<field>`, so each message lands under its own field.
 */

export type PersonValues = Record<string, string>

export const key = (index: number, field: string) => `${index}:${field}`

export function emptyPerson(index: number, fields: readonly ProfileField[], company = ''): PersonValues {
  const values: PersonValues = { [key(index, 'contact.mobile')]: '', [key(index, 'contact.email')]: '' }
  for (const field of fields) values[key(index, `p.${field.field}`)] = field.type === 'company' ? company : ''
  return values
}

export function personInput(values: PersonValues, index: number, fields: readonly ProfileField[]): RelationPersonInput {
  const text = (field: string) => (values[key(index, field)] ?? '').trim()
  const profile: Record<string, unknown> = {}
  for (const field of fields) {
    const value = text(`p.${field.field}`)
    if (value) profile[field.field] = value
  }
  return {
    contact: { ...(text('contact.mobile') ? { mobile: text('contact.mobile') } : {}), ...(text('contact.email') ? { email: text('contact.email') } : {}) },
    profile,
  }
}

/** A request's path (`people.1.contact.mobile`, or a profile field's own name from the server) as the form's key. */
export function formKeyOf(path: string, fields: readonly ProfileField[]): string {
  const person = /^people\.(\d+)\.(contact|profile)\.(.+)$/.exec(path)
  if (person) return key(Number(person[1]), person[2] === 'contact' ? `contact.${person[3]}` : `p.${person[3]}`)
  if (fields.some((field) => field.field === path)) return key(0, `p.${path}`)
  return '_form'
}

/*
 * What was typed into a new form is kept in the tab's session (spec §3 helpRegUserInfo, teamRegUserInfo), so a reload
 * or a step away loses nothing; it belongs to the signed-in visitor and goes once saved.
 */
export const draftKeyOf = (kind: RelationKind) => `fair:${kind === 'team' ? 'teamRegUserInfo' : 'helpRegUserInfo'}`

interface KeptDraft {
  userId: string
  kind: RelationKind
  count: number
  values: PersonValues
}

export function keptDraft(kind: RelationKind): KeptDraft | null {
  try {
    const text = availableSessionStorage()?.getItem(draftKeyOf(kind))
    const kept = text ? (JSON.parse(text) as KeptDraft) : null
    return kept && kept.userId === ($session.get().userId ?? '') && kept.kind === kind && typeof kept.values === 'object' ? kept : null
  } catch {
    return null
  }
}

export function keepDraft(kind: RelationKind, draft: Omit<KeptDraft, 'userId' | 'kind'> | null): void {
  const storage = availableSessionStorage()
  try {
    if (!draft) storage?.removeItem(draftKeyOf(kind))
    else storage?.setItem(draftKeyOf(kind), JSON.stringify({ ...draft, userId: $session.get().userId ?? '', kind }))
  } catch {
    // A full or revoked storage: the form keeps working from memory.
  }
}

export function createPeopleForm(fields: readonly ProfileField[]) {
  const $count = atom(1)
  const form = createForm<PersonValues>(emptyPerson(0, fields), async (values) => {
    const { buildProfileSchema, relationContactFields, fieldErrors } = await loadValidation()
    const language = $language.get()
    const errors: FieldErrors = {}
    const profileSchema = buildProfileSchema(fields, { draft: false })
    for (let index = 0; index < $count.get(); index += 1) {
      const input = personInput(values, index, fields)
      const contact = relationContactFields.safeParse(input.contact)
      if (!contact.success) for (const [path, message] of Object.entries(fieldErrors(contact.error, language))) errors[key(index, `contact.${path}`)] ??= message
      const profile = profileSchema.safeParse(input.profile)
      if (!profile.success) for (const [path, message] of Object.entries(fieldErrors(profile.error, language))) errors[key(index, `p.${path.split('.')[0]}`)] ??= message
    }
    return Object.keys(errors).length ? errors : null
  })
  return {
    ...form,
    $count,
    /** Another person below (a team), the company carried over from the first. */
    addPerson() {
      const index = $count.get()
      const company = fields.find((field) => field.type === 'company')
      const first = company ? (form.$form.get().values[key(0, `p.${company.field}`)] ?? '') : ''
      form.$form.setKey('values', { ...form.$form.get().values, ...emptyPerson(index, fields, first) })
      $count.set(index + 1)
    },
    people(): RelationPersonInput[] {
      const values = form.$form.get().values
      return Array.from({ length: $count.get() }, (_, index) => personInput(values, index, fields))
    },
    /** Puts back what was kept of a new form of this kind, then keeps every change. Returns the unsubscribe. */
    keep(kind: RelationKind): () => void {
      const kept = keptDraft(kind)
      if (kept) {
        const count = Math.min(Math.max(1, Math.floor(kept.count) || 1), 10)
        const values: PersonValues = {}
        for (let index = 0; index < count; index += 1) Object.assign(values, emptyPerson(index, fields))
        for (const name of Object.keys(values)) if (typeof kept.values[name] === 'string') values[name] = kept.values[name]
        form.fill(values)
        $count.set(count)
      }
      return form.$form.listen(({ values }) => keepDraft(kind, { count: $count.get(), values }))
    },
  }
}
export type PeopleForm = ReturnType<typeof createPeopleForm>

/** Fills the form with a saved draft (editing it). */
export function valuesOfDraft(fields: readonly ProfileField[], draft: { mobile: string | null; email: string | null; profile: Record<string, unknown> }): PersonValues {
  const values = emptyPerson(0, fields)
  values[key(0, 'contact.mobile')] = draft.mobile ?? ''
  values[key(0, 'contact.email')] = draft.email ?? ''
  for (const field of fields) {
    const value = draft.profile[field.field]
    if (typeof value === 'string') values[key(0, `p.${field.field}`)] = value
  }
  return values
}

/**
 * Saves the people (drafts) and, when `submit`, submits them in the same go. A refusal stays beside the form with
 * everything typed; drafts saved before a refused submit are in the list, marked as drafts.
 */
export async function savePeople(
  ref: ExhibitionRef,
  kind: RelationKind,
  form: PeopleForm,
  fields: readonly ProfileField[],
  options: { id?: string; submit: boolean; emit: Emit },
): Promise<RelationView[] | null> {
  const saved = await form.submit(() => saveRelations(ref, kind, form.people(), options.id), { fields: (path) => formKeyOf(path, fields) })
  if (!saved) return null
  peopleOf(ref).invalidate()
  if (!options.id) keepDraft(kind, null)
  if (!options.submit) {
    notify(t('relations.form.savedDraft', { n: saved.length }), 'success')
    return saved
  }
  try {
    const submitted = await submitRelations(ref, saved.map((view) => view.id))
    peopleOf(ref).invalidate()
    options.emit('fair-relation-submitted', { exhibitionId: ref.exhibitionId, kind, ids: submitted.map((view) => view.id) })
    notify(t('relations.form.submitted', { n: submitted.length }), 'success')
    return submitted
  } catch (error) {
    notify(`${t('relations.form.savedNotSubmitted')} ${refusalOf(error).message}`.trim(), 'error')
    return saved
  }
}

export const $acting = atom<{ busy: boolean; refusal: string }>({ busy: false, refusal: '' })

async function act<T>(work: () => Promise<T>): Promise<T | null> {
  if ($acting.get().busy) return null
  $acting.set({ busy: true, refusal: '' })
  try {
    const result = await work()
    $acting.set({ busy: false, refusal: '' })
    return result
  } catch (error) {
    $acting.set({ busy: false, refusal: refusalOf(error).message || t('core.networkError') })
    return null
  }
}

export async function submitOne(ref: ExhibitionRef, view: RelationView, emit: Emit): Promise<boolean> {
  const done = await act(() => submitRelations(ref, [view.id]))
  if (!done) return false
  peopleOf(ref).invalidate()
  emit('fair-relation-submitted', { exhibitionId: ref.exhibitionId, kind: view.kind, ids: [view.id] })
  notify(t('relations.form.submitted', { n: 1 }), 'success')
  return true
}

export async function removeOne(ref: ExhibitionRef, view: RelationView, emit: Emit): Promise<boolean> {
  const done = await act(() => removeRelation(ref, view.id))
  if (!done) return false
  const people = peopleOf(ref).$store.get().data
  if (people) peopleOf(ref).set(people.filter((person) => person.relation?.id !== view.id))
  peopleOf(ref).invalidate()
  emit('fair-relation-removed', { exhibitionId: ref.exhibitionId, kind: view.kind, id: view.id })
  notify(t('relations.detail.removed', { name: view.name }), 'success')
  return true
}

export async function confirmOne(ref: ExhibitionRef, id: string, emit: Emit): Promise<boolean> {
  const done = await act(() => confirmMine(ref, id))
  if (!done) return false
  const mine = mineOf(ref).$store.get().data
  if (mine) mineOf(ref).set(mine.map((record) => (record.id === id ? done : record)))
  emit('fair-relation-confirmed', { exhibitionId: ref.exhibitionId, id })
  notify(t('relations.self.confirmed'), 'success')
  return true
}
