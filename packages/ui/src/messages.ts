import { registerMessages } from '@fairpass/core/i18n'

/** Texts of the shared primitives, under the `ui.` prefix. */
export const uiMessages = {
  cn: {
    ui: {
      pleaseWait: '请稍候…',
      close: '关闭',
      dismiss: '关闭提示',
      language: '语言',
      languageCn: '中文',
      languageEn: 'English',
      required: '必填',
      qrFailed: '二维码生成失败，请刷新重试',
    },
  },
  en: {
    ui: {
      pleaseWait: 'Please wait…',
      close: 'Close',
      dismiss: 'Dismiss notice',
      language: 'Language',
      languageCn: '中文',
      languageEn: 'English',
      required: 'required',
      qrFailed: 'Could not generate the QR code, please reload',
    },
  },
}

registerMessages(uiMessages)
