import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    status: {
      errorHeading: 'Something went wrong',
      wrongLink: 'Wrong link, please open the correct pre-registration link',
      loadFailed: 'The exhibition could not be loaded. Check your connection and try again',
      retry: 'Try again',
      closedHeading: 'Registration closed',
      closedText: 'Pre-registration for this exhibition has ended or has not started yet',
      notHereHeading: 'Page not available here',
      notHereText: 'This page is not part of this widget; go back to the registration start',
      backToStart: 'Back to registration',
    },
  },
} satisfies MessageTree
