export { conferenceRoutes } from './routes'
export { attendance, importProgramme, newSignCode } from './organiser'
export { ACTIVITY_REGISTER_LINK } from './programme'
export { holdsConferenceSeat } from './registrations'
export { cleanHtml } from './richText'
export {
  conferences,
  conferenceRooms,
  conferenceSessions,
  conferenceSessionSpeakers,
  conferenceSpeakers,
  conferenceRegistrations,
  conferenceSignIns,
  newsItems,
  partners,
} from './tables'
export { wallClock } from './time'
