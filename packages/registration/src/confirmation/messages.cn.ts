import type { MessageTree } from '@fairpass/core/i18n'

export default {
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
} satisfies MessageTree
