import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    userCenter: {
      heading: 'My account',
      signInText: 'Log in to see your entry QR code and your registration.',
      signIn: 'Log in / Register',
      services: 'My services',
      noEntries: 'No services are available yet',
    },
  },
} satisfies MessageTree
