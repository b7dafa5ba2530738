export { FairExhibitorPortalElement } from './element'
export { exhibitorPortalMessages } from './messages'
