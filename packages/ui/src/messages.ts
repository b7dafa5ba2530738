import { registerMessages } from '@fairpass/core/i18n'

/** Texts of the shared primitives, under the `ui.` prefix. */
export const uiMessages = {
  cn: {
    ui: {
      pleaseWait: '请稍候…',
      dismiss: '关闭提示',
      language: '语言',
      languageCn: '中文',
      languageEn: 'English',
      required: '必填',
      code: { label: '验证码', placeholder: '6位数字验证码', send: '获取验证码', sending: '发送中…', resendIn: '{{n}}秒后重新获取' },
    },
  },
  en: {
    ui: {
      pleaseWait: 'Please wait…',
      dismiss: 'Dismiss notice',
      language: 'Language',
      languageCn: '中文',
      languageEn: 'English',
      required: 'required',
      code: { label: 'Verification code', placeholder: '6-digit code', send: 'Send code', sending: 'Sending…', resendIn: 'Resend in {{n}} s' },
    },
  },
}

registerMessages(uiMessages)
