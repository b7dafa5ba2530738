export { FairGroupManagerElement } from './element'
export { groupMessages } from './messages'
