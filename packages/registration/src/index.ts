export { FairRegistrationElement } from './element'
export { registrationMessages } from './messages'
