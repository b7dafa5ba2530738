import type { MessageTree } from '@fairpass/core/i18n'

export default {
  wallet: {
    title: 'Ticket wallet',
    noExhibition: 'The link names no exhibition, so there is no wallet to show.',
    cancel: 'Cancel',
    back: 'Back',
    toWallet: 'My tickets',
    state: { valid: 'Valid', gifting: 'Being given', used: 'Used', refunding: 'Refunding', refunded: 'Refunded', void: 'Void' },
    source: { order: 'Bought', gift: 'Received as a gift', transfer: 'Transferred to you' },
    day: 'Entry day',
    validity: 'Valid',
    entries: 'Entries',
    entriesLeft: '{{left}} of {{total}} left',
    holder: 'Holder',
    noHolder: 'Not filled in',
    qrLabel: 'Entry QR code of the {{type}}',
  },
} satisfies MessageTree
