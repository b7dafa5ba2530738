import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    confirmation: {
      heading: 'Registration complete',
      qrLabel: 'Entry QR code',
      qrHint: 'Show this QR code at the entrance',
      codeLabel: 'Entry code',
      name: 'Name',
      company: 'Company',
      account: 'Account',
      exhibition: 'Exhibition',
      dates: 'Dates',
      userCenter: 'Go to my account',
      signOut: 'Log out',
      pending: 'Your entry QR code is issued once your registration is approved',
    },
  },
} satisfies MessageTree
