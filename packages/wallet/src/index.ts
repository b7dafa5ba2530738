export { FairWalletElement } from './element'
export { walletMessages } from './messages'
