import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    login: {
      privacyTitle: 'Privacy Policy',
      privacyClose: 'Got it',
      privacyText:
        'We collect your mobile number, e-mail, name and company only to handle your registration, check you in at the entrance and send you notices about this exhibition. The organiser keeps your data, never sells it to third parties, and will show, correct or delete it whenever you ask.',
    },
  },
} satisfies MessageTree
