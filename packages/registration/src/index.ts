export { RegistrationApp } from './app/RegistrationApp'
export { registrationMessages } from './messages'
