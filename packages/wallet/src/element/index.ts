import { defineFairElement } from '@fairpass/core/element'
import { WalletApp } from '../app/WalletApp'

/** `<fair-wallet>`: importing this module defines the element. */
export const FairWalletElement = defineFairElement('fair-wallet', WalletApp)
