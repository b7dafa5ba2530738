import type { MessageTree } from '@fairpass/core/i18n'

export default {
  wallet: {
    journal: {
      heading: 'My footprints',
      orderHeading: 'Footprints of the order',
      empty: 'Nothing here yet.',
      all: 'All footprints',
      order: 'Open order',
      orderFootprints: "This order's footprints",
      ticket: 'Open ticket',
      kind: {
        orderPlaced: 'Order placed',
        orderPaid: 'Paid',
        orderCancelled: 'Order cancelled',
        orderExpired: 'Order expired',
        refundRequested: 'Refund asked for',
        refunded: 'Refunded',
        giftSent: 'Tickets given',
        giftReceived: 'Gift received',
        giftTakenBack: 'Gift taken back',
        giftExpired: 'Gift expired, returned',
        transferredOut: 'Ticket transferred away',
        transferredIn: 'Ticket transferred to you',
        reportedLost: 'Ticket reported lost',
        entered: 'Entered',
      },
    },
  },
} satisfies MessageTree
