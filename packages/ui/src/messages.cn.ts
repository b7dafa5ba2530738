import type { MessageTree } from '@fairpass/core/i18n'

export default {
  ui: {
    pleaseWait: '请稍候…',
    dismiss: '关闭提示',
    language: '语言',
    languageCn: '中文',
    languageEn: 'English',
    required: '必填',
    code: { label: '验证码', placeholder: '6位数字验证码', send: '获取验证码', sending: '发送中…', resendIn: '{{n}}秒后重新获取' },
  },
} satisfies MessageTree
