import type { MessageTree } from '@fairpass/core/i18n'

export default {
  ui: {
    pleaseWait: 'Please wait…',
    dismiss: 'Dismiss notice',
    language: 'Language',
    languageCn: '中文',
    languageEn: 'English',
    required: 'required',
    code: { label: 'Verification code', placeholder: '6-digit code', send: 'Send code', sending: 'Sending…', resendIn: 'Resend in {{n}} s' },
  },
} satisfies MessageTree
