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
 * PDF sheet of entry codes, and members copied from an earlier fair; rooms at the fair's partner hotels booked inside
 * its lodging date range with members put in them, and the group's vehicles registered for parking passes. Leaders
 * whose group has no members yet are sent here after login (spec §4 rule 6). Sub-accounts (/subordinate…): accounts
 * the leader opens for colleagues without a phone code of their own, who sign in by account name and password. A
 * registered visitor invites others (/inviteRegistration: by SMS, e-mail, QR code or link, with his records and
 * counts), sees his rank among inviters (/myRanking); an invitation link opens /invite/home without login, whose
 * register button carries the inviter into the registration.
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
 * @fires fair-channel-created - {{ exhibitionId: string; code: string }} The leader created a traceability channel (/source/form); its link carries `sourceCode=code`.
 * @fires fair-poster-created - {{ exhibitionId: string; sourceCode: string | null }} A share poster was made in the browser (/share, /posterDown; sourceCode: the channel it carries).
 * @fires fair-lodging-booked - {{ exhibitionId: string; bookingId: string; rooms: number; nights: number; totalFen: number }} The leader booked rooms (/stayManage; paid at the hotel).
 * @fires fair-lodging-cancelled - {{ exhibitionId: string; bookingId: string }} The leader cancelled a booking.
 * @fires fair-vehicle-registered - {{ exhibitionId: string; vehicleId: string; passCode: string }} The leader registered a vehicle for a parking pass (/parking).
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
    '/subordinate': groupPage(() => import('../subordinates/SubordinateListPage').then((module) => module.SubordinateListPage), () => ({})),
    '/subordinate/form': groupPage(() => import('../subordinates/SubordinateFormPage').then((module) => module.SubordinateFormPage), (route) => ({ id: route.query.id })),
    '/subordinate/resetPwd/:userId': groupPage(() => import('../subordinates/ResetPasswordPage').then((module) => module.ResetPasswordPage), (route) => ({ userId: route.params.userId ?? '' })),
    '/subordinate/details/:id': groupPage(() => import('../subordinates/SubordinateDetailPage').then((module) => module.SubordinateDetailPage), (route) => ({ id: route.params.id ?? '' })),
    '/inviteRegistration': groupPage(() => import('../invite/InvitePage').then((module) => module.InvitePage), () => ({})),
    '/inviteRegistration-form/:inviteFormType': groupPage(() => import('../invite/InviteFormPage').then((module) => module.InviteFormPage), (route) => ({ inviteFormType: route.params.inviteFormType ?? '' })),
    '/invite/home': groupPage(() => import('../inviteHome/InviteHomePage').then((module) => module.InviteHomePage), (route) => ({ query: route.query })),
    '/myRanking': groupPage(() => import('../ranking/RankingPage').then((module) => module.RankingPage), () => ({})),
    '/source': groupPage(() => import('../channels/ChannelsPage').then((module) => module.ChannelsPage), () => ({})),
    '/source/form': groupPage(() => import('../channels/ChannelFormPage').then((module) => module.ChannelFormPage), () => ({})),
    '/source/details/:code': groupPage(() => import('../channels/ChannelDetailPage').then((module) => module.ChannelDetailPage), (route) => ({ code: route.params.code ?? '' })),
    '/share': groupPage(() => import('../share/SharePage').then((module) => module.SharePage), (route) => ({ sourceCode: route.query.code })),
    '/posterDown': groupPage(() => import('../share/SharePage').then((module) => module.SharePage), (route) => ({ sourceCode: route.query.code, download: true })),
    '/regQRcode': groupPage(() => import('../share/RegQrPage').then((module) => module.RegQrPage), (route) => ({ sourceCode: route.query.code })),
    '/stayManage': groupPage(() => import('../lodging/StayPage').then((module) => module.StayPage), () => ({})),
    '/selectRoomPersonList': groupPage(() => import('../rooms/RoomsPage').then((module) => module.RoomsPage), (route) => ({ id: route.query.id ?? '' })),
    '/parking': groupPage(() => import('../parking/ParkingPage').then((module) => module.ParkingPage), () => ({})),
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
