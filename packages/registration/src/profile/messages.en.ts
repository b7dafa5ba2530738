import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    profile: {
      heading: 'Complete your profile',
      intro: 'Fields marked * are required',
      submit: 'Submit',
      submitting: 'Submitting…',
      draftSaved: 'Draft saved automatically',
      fixErrors: 'Please correct the fields marked in red',
      choose: 'Please choose',
      loadFailed: 'The form could not be loaded',
      retry: 'Try again',
      fromCard: 'Some fields were filled in from your business card. Please check them before you submit.',
      fromCardHint: 'From your business card, please check',
      goTo: 'Correct: {{label}}',
      chooseUpTo: 'Choose up to {{n}}',
      dateRange: 'Possible dates: {{from}} to {{to}}',
      choosePhoto: 'Upload a photo',
      replacePhoto: 'Replace photo',
      removePhoto: 'Remove photo',
      uploading: 'Uploading…',
      photoPreview: '{{label}}: the uploaded photo',
      read: 'Read the {{title}}',
      agree: 'I have read and agree',
    },
  },
} satisfies MessageTree
