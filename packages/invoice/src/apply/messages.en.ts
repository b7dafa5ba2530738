import type { MessageTree } from '@fairpass/core/i18n'

export default {
  invoice: {
    apply: {
      heading: 'Ask for an invoice',
      order: 'Order',
      kind: 'Invoice type',
      header: 'Invoice header',
      typeNew: 'Type a new header',
      saveTyped: 'Keep it among my headers',
      submit: 'Ask for the invoice',
      refused: 'This order cannot be invoiced',
      current: "This order's invoice",
      toHistory: 'See the invoice history',
      noOrder: 'No order was named: open this page from an order or your wallet.',
      receiptLink: 'Need an English receipt?',
    },
    overview: {
      heading: 'Ask for an invoice',
      intro: 'Choose a paid order to ask for its invoice.',
      empty: 'No paid order to invoice.',
      applyFor: 'Ask for an invoice for order {{no}}',
      apply: 'Ask for an invoice',
      receiptFor: 'Ask for an English receipt for order {{no}}',
      receipt: 'English receipt',
      paidAt: 'Paid',
    },
    receipt: {
      heading: 'English receipt',
      intro: 'A receipt in English for visitors from abroad: no tax number, amounts in RMB.',
      order: 'Order',
      chooseOrder: 'Choose an order',
      name: 'Name',
      company: 'Company (optional)',
      address: 'Address',
      email: 'E-mail for the receipt',
      submit: 'Ask for the receipt',
    },
  },
} satisfies MessageTree
