import { registerMessages } from '@fairpass/core/i18n'

registerMessages({
  cn: {
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
  },
  en: {
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
  },
})
