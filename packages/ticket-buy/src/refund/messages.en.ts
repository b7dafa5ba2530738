import type { MessageTree } from '@fairpass/core/i18n'

export default {
  buy: {
    refund: {
      heading: 'Ask for a refund',
      rules: 'Refund rules',
      until: 'Refunds possible until',
      fee: 'Fee',
      amount: 'You get back',
      notRefundable: 'This order cannot be refunded now',
      reason: 'Reason for the refund',
      reasonHint: 'Up to 200 characters',
      submit: 'Ask for the refund',
      refunding: 'Refund in progress: the money goes back the way it came once the payment provider confirms.',
      refunded: 'Refunded: the money has gone back the way it came.',
      rejected: 'The refund was refused.',
      backToOrder: 'Back to the order',
    },
  },
} satisfies MessageTree
