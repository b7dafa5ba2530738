import type { MessageTree } from '@fairpass/core/i18n'

export default {
  buy: {
    select: {
      heading: 'Confirm your order',
      empty: 'No tickets chosen yet',
      choose: 'Choose tickets',
      day: 'Day of entry',
      dayPlaceholder: 'Choose a day',
      holder: 'Ticket holder {{n}}',
      name: 'Name',
      phone: 'Mobile number (optional)',
      idNumber: 'ID number (optional)',
      discount: 'Discount code',
      apply: 'Apply',
      remove: 'Remove the discount code',
      applied: 'Discount code {{code}} applied',
      total: 'Total',
      discountLine: 'Discount',
      payable: 'To pay',
      submit: 'Submit order',
      retryHint: 'The connection dropped, the order may have been placed. Tap “Submit order” again: it will not be placed twice.',
      lines: 'Your tickets',
      edit: 'Change tickets',
      tickets: '{{n}} tickets',
    },
  },
} satisfies MessageTree
