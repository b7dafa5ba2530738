import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    status: {
      errorHeading: '出错了',
      wrongLink: '链接错误，请打开正确的预登记链接',
      loadFailed: '展会信息加载失败，请检查网络后重试',
      retry: '重试',
      closedHeading: '登记已关闭',
      closedText: '本次展会预登记已结束或尚未开始',
      notHereHeading: '页面暂未开放',
      notHereText: '此页面不在本组件中，请返回登记首页',
      backToStart: '返回登记首页',
    },
  },
} satisfies MessageTree
