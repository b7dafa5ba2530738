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
      followUp: 'New question: {{title}}',
    },
  },
} satisfies MessageTree
