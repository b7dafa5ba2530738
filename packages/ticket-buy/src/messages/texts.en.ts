import type { MessageTree } from '@fairpass/core/i18n'

export default {
  buy: {
    title: 'Tickets',
    refundRules: 'Refunds',
    signInTitle: 'Please log in',
    signInText: 'Log in to buy tickets and see your orders; you come back to this page afterwards.',
    signIn: 'Log in / Register',
    loadFailed: 'Could not load, please check the network and try again',
    retry: 'Try again',
    wrongLink: 'Wrong link, please open the correct ticket link',
    notFound: 'Page not found',
  },
} satisfies MessageTree
