import { defineAreaElement, routePage } from '@fairpass/core/area'
import { areaShell } from '@fairpass/ui'
import '../messages'
import { conferencePage } from '../shared/inExhibition'

const programme = conferencePage(() => import('../programme/ProgrammePage').then((module) => module.ProgrammePage), (route) => ({ conferenceTypeId: route.query.conferenceTypeId }))
const speakers = conferencePage(() => import('../speakers/SpeakersPage').then((module) => module.SpeakersPage), (route) => ({ conferenceTypeId: route.query.conferenceTypeId }))
// The old links name one activity's page by `conferenceId` in the query (spec §2): the session's page.
const activityDetail = conferencePage(
  () => import('../session/SessionPage').then((module) => module.SessionPage),
  (route) => ({ id: route.query.conferenceId ?? route.query.id ?? '', conferenceTypeId: route.query.conferenceTypeId }),
)
const agenda = conferencePage(() => import('../agenda/MySchedulePage').then((module) => module.MySchedulePage), () => ({}))
const select = conferencePage(
  () => import('../select/SelectPage').then((module) => module.SelectPage),
  (route) => ({ conferenceTypeId: route.query.conferenceTypeId, conferenceId: route.query.conferenceId }),
)
const activities = conferencePage(() => import('../activities/ActivitiesPage').then((module) => module.ActivitiesPage), (route) => ({ registerLinkId: route.query.registerLinkId }))

/**
 * The fair's conferences: the programme by day, room and topic, a session's page with registration, the waiting
 * list and time clashes, the visitor's agenda with calendar files, the door's QR sign-in, the speakers and the paid
 * activities (bought through the ticket area's route). The programme, speakers and sign-in link open without a
 * login; registering and the agenda ask for one. /meetingScheduleNodeMode and /conference/selectConferenceNodeMode
 * (and the programme whenever the exhibition turns `isOpenNodeMode` on) lay the sessions out by time node.
 *
 * @tag fair-conference
 * @fires fair-conference-registered - {{ registrations: Array<{ sessionId: string; status: 'registered' | 'waitlisted'; position: number | null }> }} The visitor registered for sessions (a full one: its waiting list).
 * @fires fair-conference-cancelled - {{ sessionId: string }} The visitor gave up a seat or left a waiting list.
 * @fires fair-conference-signed-in - {{ sessionId: string; signedInAt: string; walkIn: boolean; again: boolean }} The visitor signed in at a session's door.
 */
export const FairConferenceElement = defineAreaElement({
  tag: 'fair-conference',
  area: 'conference',
  initialPath: '/meetingSchedule',
  access: 'signIn',
  // Public reading: what is on, who speaks, what a paid activity costs. A session's page asks for a login only
  // when the visitor registers (signInAndReturn brings them back to it).
  openRoutes: [
    '/meetingSchedule',
    '/meetingSchedule/details/:id',
    '/meetingScheduleNodeMode',
    '/conference/activity/detail',
    '/conference/activity/confeDetail',
    '/conference/activityDetail',
    '/guest',
    '/guest/details/:id',
    '/conference/speakingGuest',
    '/conference/speakerList',
    '/conference/speaker/detail',
    '/conference/activity/list',
    '/conference/activityBuy/list',
    '/activity/list',
  ],
  shell: areaShell,
  pages: {
    '/meetingSchedule': programme,
    '/meetingSchedule/details/:id': conferencePage(
      () => import('../session/SessionPage').then((module) => module.SessionPage),
      (route) => ({ id: route.params.id, conferenceTypeId: route.query.conferenceTypeId }),
    ),
    '/meetingScheduleNodeMode': conferencePage(
      () => import('../programme/ProgrammePage').then((module) => module.ProgrammePage),
      (route) => ({ conferenceTypeId: route.query.conferenceTypeId, nodeMode: true }),
    ),
    '/conference/mySchedule': agenda,
    // The visitor's activities are the agenda's paid sessions (held by a ticket).
    '/conference/activity/myactivity': agenda,
    '/conference/activity/detail': activityDetail,
    '/conference/activity/confeDetail': activityDetail,
    '/conference/activityDetail': activityDetail,
    '/user-center/activityDetail': activityDetail,
    '/meetingSignIn': routePage(
      () => import('../signIn/SignInPage').then((module) => module.SignInPage),
      (route) => ({ signCodeId: route.query.signCodeId, source: route.query.source, tenantId: route.query.tenantId }),
    ),
    '/guest': speakers,
    '/conference/speakingGuest': speakers,
    '/conference/speakerList': speakers,
    '/guest/details/:id': conferencePage(() => import('../speakers/SpeakerPage').then((module) => module.SpeakerPage), (route) => ({ id: route.params.id })),
    '/conference/speaker/detail': conferencePage(
      () => import('../speakers/SpeakerPage').then((module) => module.SpeakerPage),
      (route) => ({ id: route.query.id ?? route.query.speakerId ?? '' }),
    ),
    '/conference/selectConference': select,
    '/conference/registrationConference': select,
    '/conference/selectConferenceNodeMode': conferencePage(
      () => import('../select/SelectPage').then((module) => module.SelectPage),
      (route) => ({ conferenceTypeId: route.query.conferenceTypeId, conferenceId: route.query.conferenceId, nodeMode: true }),
    ),
    '/conference/mettingSelect': select,
    '/conference/activity/list': activities,
    '/conference/activityBuy/list': activities,
    '/activity/list': activities,
  },
})
