import { registerMessages } from '@fairpass/core/i18n'

/** Texts of the shared primitives, under the `ui.` prefix. */
export const uiMessages = {
  cn: {
    ui: {
      pleaseWait: '请稍候…',
      signInTitle: '请先登录',
      signInText: '登录后即可继续，登录后将回到本页。',
      signIn: '登录 / 注册',
      notFound: '页面不存在',
      close: '关闭',
      dismiss: '关闭提示',
      language: '语言',
      languageCn: '中文',
      languageEn: 'English',
      required: '必填',
      qrFailed: '二维码生成失败，请刷新重试',
      code: { label: '验证码', placeholder: '6位数字验证码', send: '获取验证码', sending: '发送中…', resendIn: '{{n}}秒后重新获取' },
    },
  },
  en: {
    ui: {
      pleaseWait: 'Please wait…',
      signInTitle: 'Please log in',
      signInText: 'Log in to continue; you come back to this page afterwards.',
      signIn: 'Log in / Register',
      notFound: 'Page not found',
      close: 'Close',
      dismiss: 'Dismiss notice',
      language: 'Language',
      languageCn: '中文',
      languageEn: 'English',
      required: 'required',
      qrFailed: 'Could not generate the QR code, please reload',
      code: { label: 'Verification code', placeholder: '6-digit code', send: 'Send code', sending: 'Sending…', resendIn: 'Resend in {{n}} s' },
    },
  },
}

registerMessages(uiMessages)
