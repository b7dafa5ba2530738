import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    auditing: {
      pendingHeading: 'Under review',
      pendingText: 'Your registration is under review; this usually takes 1 to 3 working days',
      pendingNotice: 'We will tell you the result by e-mail or SMS; you can also come back to this page at any time.',
      refresh: 'Refresh',
      checkedAt: 'Last checked at {time}',
      rejectedHeading: 'Not approved',
      rejectedText: 'Sorry, your registration was not approved.',
      reason: 'Reason',
      noReason: 'The organiser gave no reason',
      rejectedHint: 'Please correct your information and submit it again; it will then be reviewed again.',
      edit: 'Edit my information',
      approvedHeading: 'Approved',
      approvedText: 'Your registration is approved, taking you on…',
    },
  },
} satisfies MessageTree
