import type { ExhibitionRef } from '@fairpass/core/area'
import {
  RELATION_PATHS as R,
  type RelationDetail,
  type RelationKind,
  type RelationView,
  type SelfRelationView,
  type TicketPerson,
} from '@fairpass/core/contract'
import { createStrictHttp, http } from '@fairpass/core/http'
import type { ProfileField, RelationPersonInput } from '@fairpass/core/validation'
import { scopeOf } from '../shared/api'

/*
 * The calls of registering other people (core/contract/relations.ts). The records are always the caller's own (or,
 * for `self`, about the caller): the server finds them from the token.
 */

/** Shows nothing: the pages word these refusals beside the form or the record that caused them. */
const quiet = createStrictHttp()

export const PERSON_REGISTER_TYPE = 'visitor'

export const fetchPeople = (ref: ExhibitionRef) => http.get<TicketPerson[]>(R.list, scopeOf(ref))
export const fetchRelation = (ref: ExhibitionRef, id: string) => quiet.get<RelationDetail>(R.detail, { ...scopeOf(ref), id })
export const fetchMine = (ref: ExhibitionRef) => http.get<SelfRelationView[]>(R.self, scopeOf(ref))
/** The exhibition's profile form for the person registered (the visitor form), in the page language. */
export const fetchPersonForm = (ref: ExhibitionRef) =>
  http.get<ProfileField[]>('/api/ef-registration-config-client/formConfig/listForUser', { ...scopeOf(ref), registerType: PERSON_REGISTER_TYPE })

export const saveRelations = (ref: ExhibitionRef, kind: RelationKind, people: RelationPersonInput[], id?: string) =>
  quiet.post<RelationView[]>(R.save, { ...scopeOf(ref), kind, people, ...(id ? { id } : {}) })
export const submitRelations = (ref: ExhibitionRef, idList: string[]) => quiet.post<RelationView[]>(R.submit, { ...scopeOf(ref), idList })
export const removeRelation = (ref: ExhibitionRef, id: string) => quiet.post<{ removed: true }>(R.remove, { ...scopeOf(ref), id })
export const confirmMine = (ref: ExhibitionRef, id: string) => quiet.post<SelfRelationView>(R.selfSubmit, { ...scopeOf(ref), id })
