import { defineFairElement } from '@fairpass/core/element'
import { WalletApp } from '../app/WalletApp'

/**
 * The visitor's wallet: tickets with their QR codes, gifts and transfers, lost tickets, holders and footprints.
 * @tag fair-wallet
 * @fires fair-ticket-ready - {{ ticketId: string }} A ticket's QR code can be shown at the entrance.
 */
export const FairWalletElement = defineFairElement('fair-wallet', WalletApp)
