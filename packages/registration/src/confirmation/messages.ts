import { registerMessages } from '@fairpass/core/i18n'

/** Registered when this page's code loads, so the login page does not download them. */
export const confirmationMessages = {
  cn: {
    reg: {
      confirmation: {
        heading: '登记成功',
        qrLabel: '入场二维码',
        qrHint: '入场时请出示此二维码',
        codeLabel: '入场码',
        name: '姓名',
        company: '公司',
        account: '账号',
        exhibition: '展会',
        dates: '展期',
        userCenter: '进入个人中心',
        signOut: '退出登录',
        pending: '您的入场二维码将在审核通过后生成',
      },
    },
  },
  en: {
    reg: {
      confirmation: {
        heading: 'Registration complete',
        qrLabel: 'Entry QR code',
        qrHint: 'Show this QR code at the entrance',
        codeLabel: 'Entry code',
        name: 'Name',
        company: 'Company',
        account: 'Account',
        exhibition: 'Exhibition',
        dates: 'Dates',
        userCenter: 'Go to my account',
        signOut: 'Log out',
        pending: 'Your entry QR code is issued once your registration is approved',
      },
    },
  },
}

registerMessages(confirmationMessages)
