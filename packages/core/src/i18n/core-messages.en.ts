import type { MessageTree } from './translator'

export default {
  core: {
    unknownError: 'Unknown error',
    networkError: 'Network error, please try again',
    pleaseWait: 'Please wait…',
    systemTitle: 'Visitor Pre-registration',
  },
} satisfies MessageTree
