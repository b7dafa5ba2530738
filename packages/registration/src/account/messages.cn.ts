import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    account: {
      changeHeading: '修改密码',
      forgotHeading: '忘记密码',
      forgotIntro: {
        both: '输入登录用的手机号或邮箱，获取验证码后设置新密码。',
        sms: '输入登录用的手机号，获取验证码后设置新密码。',
        email: '输入登录用的邮箱，获取验证码后设置新密码。',
      },
      changeIntro: '新密码至少8位，须同时包含数字、字母和特殊字符。',
      oldPassword: '当前密码',
      oldPasswordPlaceholder: '请输入当前密码',
      oldPasswordHint: '如从未设置过密码，可不填',
      newPassword: '新密码',
      newPasswordPlaceholder: '至少8位，含数字、字母和特殊字符',
      newPassword1: '确认新密码',
      newPassword1Placeholder: '请再次输入新密码',
      account: { both: '手机号或邮箱', sms: '手机号', email: '邮箱' },
      accountPlaceholder: { both: '请输入手机号或邮箱', sms: '请输入手机号', email: '请输入邮箱地址' },
      submitChange: '确认修改',
      submitReset: '重置密码',
      submitting: '提交中…',
      changed: '密码已修改',
      reset: '密码已重置，请使用新密码登录',
      backToLogin: '返回登录',
      signInFirst: '请先登录后再修改密码',
    },
  },
} satisfies MessageTree
