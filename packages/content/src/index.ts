export { FairContentElement } from './element'
export { contentMessages } from './messages'
