import { defineAreaElement } from '@fairpass/core/area'
import type { RelationKind } from '@fairpass/core/contract'
import { areaShell } from '@fairpass/ui'
import '../messages'
import { groupPage } from '../shared/groupPage'
import { relationPage } from '../relations/relationPage'

const relationList = (kind: (route: { params: Record<string, string> }) => string | null) =>
  relationPage(() => import('../relations/RelationListPage').then((module) => module.RelationListPage), (route) => ({ kind: relationKind(kind(route)) }))
const relationForm = (kind: (route: { params: Record<string, string> }) => string | null) =>
  relationPage(() => import('../relations/RelationFormPage').then((module) => module.RelationFormPage), (route) => ({ kind: relationKind(kind(route)), id: route.query.id }))
/** The kinds a route may name: help and team by their own paths, group and work by `:type` (the detail page: any). */
const relationKind = (type: string | null): RelationKind | null => (type === 'help' || type === 'team' || type === 'group' || type === 'work' ? type : null)
const others = (route: { params: Record<string, string> }) => (route.params.type === 'group' || route.params.type === 'work' ? route.params.type : null)

const group = groupPage(() => import('../group/GroupPage').then((module) => module.GroupPage), () => ({}))

/**
 * A group leader's delegation at one exhibition (register type `visitingGroup`): the group's details, its members
 * with each one's registration, review and ticket state against the organiser's cap, adding or editing a member,
 * importing a spreadsheet (every bad row shown with its number and reason), the group's join QR code and link, the
 * PDF sheet of entry codes, and members copied from an earlier fair. Leaders whose group has no members yet are sent
 * here after login (spec §4 rule 6).
 *
 * Any visitor also registers other people here: a colleague (help registration), several people of one company (team
 * registration) or others of type group or work, lists them with their registration and review state, changes a
 * draft, submits, removes while the person has not taken it over; the person registered confirms it (self-submit).
 *
 * @tag fair-group-manager
 * @fires fair-group-member-added - {{ exhibitionId: string; memberId: string; source: 'manual' }} The leader added a member by hand.
 * @fires fair-relation-submitted - {{ exhibitionId: string; kind: 'help' | 'team' | 'group' | 'work'; ids: string[] }} The visitor submitted the registration of people they registered (help, team or others registration).
 * @fires fair-relation-removed - {{ exhibitionId: string; kind: 'help' | 'team' | 'group' | 'work'; id: string }} The visitor removed a person they registered.
 * @fires fair-relation-confirmed - {{ exhibitionId: string; id: string }} The signed-in person confirmed the registration someone else made for them (self-submit).
 * @fires fair-group-imported - {{ exhibitionId: string; imported: number; rejected: number; memberCount: number }} The leader imported a spreadsheet (rejected: rows not imported).
 */
export const FairGroupManagerElement = defineAreaElement({
  tag: 'fair-group-manager',
  area: 'group-manager',
  initialPath: '/groupManagement',
  access: 'registration',
  shell: areaShell,
  pages: {
    '/groupManagement': group,
    '/groupManagement/form': groupPage(() => import('../member/MemberFormPage').then((module) => module.MemberFormPage), (route) => ({ id: route.query.id })),
    '/groupManagement/detail': groupPage(() => import('../member/MemberDetailPage').then((module) => module.MemberDetailPage), (route) => ({ id: route.query.id ?? '' })),
    '/groupManagement/operateList': groupPage(() => import('../import/ImportPage').then((module) => module.ImportPage), () => ({})),
    '/groupManagement/qrCode': groupPage(() => import('../qrCode/QrCodePage').then((module) => module.QrCodePage), () => ({})),
    '/groupManagement/printCode': groupPage(() => import('../printCode/PrintCodePage').then((module) => module.PrintCodePage), () => ({})),
    '/groupManagement/previousData': groupPage(() => import('../previous/PreviousPage').then((module) => module.PreviousPage), () => ({})),
    '/helpRegistration': relationList(() => 'help'),
    '/helpRegistration-form': relationForm(() => 'help'),
    '/teamRegistration': relationList(() => 'team'),
    '/teamRegistration-form': relationForm(() => 'team'),
    '/othersRegistration/:type': relationList(others),
    '/others-registration-card-form/:type': relationForm(others),
    '/others-registration-info-detail/:type': relationPage(
      () => import('../relations/RelationDetailPage').then((module) => module.RelationDetailPage),
      (route) => ({ kind: relationKind(route.params.type ?? null), id: route.query.id ?? '' }),
    ),
  },
})
