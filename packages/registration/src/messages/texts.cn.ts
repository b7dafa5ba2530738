import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    login: {
      heading: '登录 / 注册',
      intro: '首次登录即完成注册',
      modes: { label: '登录方式', appsms: '短信验证码', appemail: '邮箱验证码', password: '密码登录', idCard: '身份证登录' },
      phone: '手机号',
      phonePlaceholder: '请输入手机号',
      email: '邮箱',
      emailPlaceholder: '请输入邮箱地址',
      account: '手机号或邮箱',
      accountPlaceholder: '请输入手机号或邮箱',
      code: '验证码',
      codePlaceholder: '6位数字验证码',
      password: '密码',
      passwordPlaceholder: '请输入密码',
      idNumber: '身份证号码',
      idNumberPlaceholder: '请输入身份证号码',
      forgotPassword: '忘记密码？',
      sendCode: '获取验证码',
      sending: '发送中…',
      resendIn: '{{n}}秒后重新获取',
      privacyPrefix: '我已阅读并同意',
      privacyLink: '《隐私政策》',
      submit: '登录',
      submitting: '登录中…',
      closingSoon: '距离登记截止已不足2小时，请尽快完成登记',
    },
    language: { label: '语言', cn: '中文', en: 'English' },
  },
} satisfies MessageTree
