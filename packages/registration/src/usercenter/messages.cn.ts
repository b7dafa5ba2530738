import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    userCenter: {
      heading: '个人中心',
      signInText: '登录后可查看您的入场二维码和登记信息。',
      signIn: '登录 / 注册',
      services: '我的服务',
      noEntries: '暂无可用服务',
    },
  },
} satisfies MessageTree
