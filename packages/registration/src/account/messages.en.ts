import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    account: {
      changeHeading: 'Change password',
      forgotHeading: 'Forgot password',
      forgotIntro: {
        both: 'Enter the mobile number or e-mail you log in with, get a code and choose a new password.',
        sms: 'Enter the mobile number you log in with, get a code and choose a new password.',
        email: 'Enter the e-mail address you log in with, get a code and choose a new password.',
      },
      changeIntro: 'At least 8 characters, with digits, letters and special characters.',
      oldPassword: 'Current password',
      oldPasswordPlaceholder: 'Enter your current password',
      oldPasswordHint: 'Leave empty if you have never set a password',
      newPassword: 'New password',
      newPasswordPlaceholder: 'At least 8 characters: digits, letters, symbols',
      newPassword1: 'Confirm new password',
      newPassword1Placeholder: 'Enter the new password again',
      account: { both: 'Mobile number or e-mail', sms: 'Mobile number', email: 'E-mail' },
      accountPlaceholder: { both: 'Enter your mobile number or e-mail', sms: 'Enter your mobile number', email: 'Enter your e-mail address' },
      submitChange: 'Change password',
      submitReset: 'Reset password',
      submitting: 'Submitting…',
      changed: 'Your password has been changed',
      reset: 'Your password has been reset, log in with the new one',
      backToLogin: 'Back to login',
      signInFirst: 'Please log in to change your password',
    },
  },
} satisfies MessageTree
