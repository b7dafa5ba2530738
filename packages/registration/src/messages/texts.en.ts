import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    login: {
      heading: 'Log in / Register',
      intro: 'Your first login registers you',
      modes: { label: 'Login method', appsms: 'SMS code', appemail: 'E-mail code', password: 'Password', idCard: 'ID card' },
      phone: 'Mobile number',
      phonePlaceholder: 'Enter your mobile number',
      email: 'E-mail',
      emailPlaceholder: 'Enter your e-mail address',
      account: 'Mobile number or e-mail',
      accountPlaceholder: 'Enter your mobile number or e-mail',
      code: 'Verification code',
      codePlaceholder: '6-digit code',
      password: 'Password',
      passwordPlaceholder: 'Enter your password',
      idNumber: 'ID card number',
      idNumberPlaceholder: 'Enter your ID card number',
      forgotPassword: 'Forgot password?',
      sendCode: 'Send code',
      sending: 'Sending…',
      resendIn: 'Resend in {{n}} s',
      privacyPrefix: 'I have read and agree to the ',
      privacyLink: 'Privacy Policy',
      submit: 'Log in',
      submitting: 'Logging in…',
      closingSoon: 'Registration closes in less than 2 hours, please complete it soon',
    },
    language: { label: 'Language', cn: '中文', en: 'English' },
  },
} satisfies MessageTree
