import type { MessageTree } from '@fairpass/core/i18n'

export default {
  invoice: {
    history: {
      heading: 'Invoice history',
      empty: 'You have not asked for an invoice yet.',
      toApply: 'Ask for an invoice',
      retry: 'Issue again',
      failedReason: 'Why it failed: {{reason}}',
      voidReason: 'Why it is void: {{reason}}',
      reversal: 'Reversed by red-letter invoice {{no}} ({{amount}})',
      buyer: 'Header',
      taxId: 'Tax number',
      issuing: 'Being issued, please wait…',
    },
    live: {
      issued: 'Invoice {{no}} is issued and on its way to your e-mail',
      failed: 'The invoice could not be issued; you can try again',
    },
  },
} satisfies MessageTree
