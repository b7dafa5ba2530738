import { defineAreaElement } from '@fairpass/core/area'
import { areaShell } from '@fairpass/ui'
import '../messages'
import { groupPage } from '../shared/groupPage'

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
 * @tag fair-group-manager
 * @fires fair-group-member-added - {{ exhibitionId: string; memberId: string; source: 'manual' }} The leader added a member by hand.
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
  },
})
