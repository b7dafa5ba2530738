import type { MessageTree } from '@fairpass/core/i18n'

export default {
  buy: {
    title: '购票',
    refundRules: '退款规则',
    signInTitle: '请先登录',
    signInText: '登录后即可购票和查看订单，登录后将回到本页。',
    signIn: '登录 / 注册',
    loadFailed: '加载失败，请检查网络后重试',
    retry: '重试',
    wrongLink: '链接有误，请打开正确的购票链接',
    notFound: '页面不存在',
  },
} satisfies MessageTree
