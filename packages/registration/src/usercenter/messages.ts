import { registerMessages } from '@fairpass/core/i18n'

/** Registered when this page's code loads, so the login page does not download them. */
export const userCenterMessages = {
  cn: {
    reg: {
      userCenter: {
        heading: '个人中心',
        signInText: '登录后可查看您的入场二维码和登记信息。',
        signIn: '登录 / 注册',
        services: '我的服务',
        noEntries: '暂无可用服务',
      },
    },
  },
  en: {
    reg: {
      userCenter: {
        heading: 'My account',
        signInText: 'Log in to see your entry QR code and your registration.',
        signIn: 'Log in / Register',
        services: 'My services',
        noEntries: 'No services are available yet',
      },
    },
  },
}

registerMessages(userCenterMessages)
