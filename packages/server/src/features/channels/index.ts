export { channelRoutes, type ChannelRouteOptions } from './routes'
export { channelCodeAt } from './channels'
export { ticketSigner, type JsSdkCredentials, type JsSdkSigner } from './jsSdk'
export { channels, userRegisterLinks, type ChannelRow, type UserRegisterLinkRow } from './tables'
