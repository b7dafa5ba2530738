/** The texts every page of <fair-ticket-buy> shares; each page folder adds its own messages.ts beside it. */
export const ticketBuyMessages = {
  cn: {
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
  },
  en: {
    buy: {
      title: 'Tickets',
      refundRules: 'Refunds',
      signInTitle: 'Please log in',
      signInText: 'Log in to buy tickets and see your orders; you come back to this page afterwards.',
      signIn: 'Log in / Register',
      loadFailed: 'Could not load, please check the network and try again',
      retry: 'Try again',
      wrongLink: 'Wrong link, please open the correct ticket link',
      notFound: 'Page not found',
    },
  },
}
