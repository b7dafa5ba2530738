/*
 * Identities chosen by registerType (spec §6). The spec does not show the backend's exact lists; these
 * are the values it names, and postLoginRoute accepts other lists when an exhibition configures its own.
 */

export const VISITOR_REGISTER_TYPES: readonly string[] = ['visitor', 'professionalVisitor', 'exhibitorInviteVisitor']
export const EXHIBITOR_REGISTER_TYPES: readonly string[] = [
  'exhibitorDept',
  'exhibitorProduct',
  'exhibitorBoard',
  'exhibitorJournal',
  'exhibitor_dept',
  'exhibitor_product',
  'exhibitor_board',
  'electronic_journal',
]
export const COMMERCE_REGISTER_TYPES: readonly string[] = ['commerceExhibition']
export const MEDIA_REGISTER_TYPES: readonly string[] = ['media']
export const GROUP_REGISTER_TYPES: readonly string[] = ['visitingGroup']
export const CONFERENCE_REGISTER_TYPES: readonly string[] = ['conference']
/** A group leader's subordinate account (features/subordinates); routed after login as any other type ('other'). */
export const SUBORDINATE_REGISTER_TYPES: readonly string[] = ['subordinate']

export type RegisterTypeGroup = 'visitor' | 'exhibitor' | 'commerce' | 'media' | 'group' | 'conference' | 'other'

export interface RegisterTypeLists {
  readonly visitorTypes?: readonly string[]
  readonly exhibitorTypes?: readonly string[]
  readonly commerceTypes?: readonly string[]
}

export function registerTypeGroup(registerType: string | null | undefined, lists: RegisterTypeLists = {}): RegisterTypeGroup {
  if (!registerType) return 'other'
  if ((lists.visitorTypes ?? VISITOR_REGISTER_TYPES).includes(registerType)) return 'visitor'
  if ((lists.exhibitorTypes ?? EXHIBITOR_REGISTER_TYPES).includes(registerType)) return 'exhibitor'
  if ((lists.commerceTypes ?? COMMERCE_REGISTER_TYPES).includes(registerType)) return 'commerce'
  if (MEDIA_REGISTER_TYPES.includes(registerType)) return 'media'
  if (GROUP_REGISTER_TYPES.includes(registerType)) return 'group'
  if (CONFERENCE_REGISTER_TYPES.includes(registerType)) return 'conference'
  return 'other'
}

/** Spec §6: these organisers register every visitor under the exhibitor-invite type. */
export const EXHIBITOR_INVITE_TENANT_IDS: readonly string[] = ['988289', '806928', '108972', '908452']
export const EXHIBITOR_INVITE_VISITOR = 'exhibitorInviteVisitor'

export function topRegisterTypeFor(tenantId: string | number | null | undefined, registerType: string): string {
  const forced = tenantId != null && EXHIBITOR_INVITE_TENANT_IDS.includes(String(tenantId).trim())
  return forced && registerTypeGroup(registerType) === 'visitor' ? EXHIBITOR_INVITE_VISITOR : registerType
}
