import type { MessageTree } from '@fairpass/core/i18n'

export default {
  invoice: {
    preview: {
      heading: 'Document preview',
      loading: 'Loading the document…',
      page: 'Page {{number}} of {{count}}',
      notPdf: 'The document cannot be shown.',
      noFile: 'No invoice was named: open it from your invoice history.',
      back: 'Back to the invoice history',
    },
  },
} satisfies MessageTree
