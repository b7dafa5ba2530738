export { FairConferenceElement } from './element'
export { conferenceMessages } from './messages'
