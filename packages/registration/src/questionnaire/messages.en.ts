import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    quest: {
      heading: 'Questionnaire',
      progress: 'Questionnaire {{n}} of {{total}}',
      next: 'Next',
      submit: 'Submit',
      submitting: 'Submitting…',
      draftSaved: 'Answers saved automatically',
      fixErrors: 'Please correct the questions marked in red',
      loadFailed: 'The questionnaire could not be loaded',
      retry: 'Try again',
      empty: 'There is no questionnaire to answer right now',
      chooseUpTo: 'Choose up to {{n}}',
      chooseAtLeast: 'Choose at least {{n}}',
      chooseBetween: 'Choose {{min}} to {{max}}',
      followUp: 'New question: {{title}}',
      optional: '(optional)',
    },
  },
} satisfies MessageTree
