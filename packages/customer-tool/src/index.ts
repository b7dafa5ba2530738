export { FairCustomerToolElement } from './element'
export { customerMessages } from './messages'
