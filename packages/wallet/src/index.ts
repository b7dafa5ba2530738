export { WalletApp } from './app/WalletApp'
export { walletMessages } from './messages'
