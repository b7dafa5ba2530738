import type { MessageTree } from '@fairpass/core/i18n'

export default {
  wallet: {
    title: '票夹',
    noExhibition: '链接中缺少展会信息，无法显示票夹。',
    cancel: '取消',
    back: '返回',
    toWallet: '我的票夹',
    state: { valid: '有效', gifting: '赠送中', used: '已使用', refunding: '退款中', refunded: '已退款', void: '已失效' },
    source: { order: '购买', gift: '受赠', transfer: '转入' },
    day: '入场日期',
    validity: '有效期',
    entries: '入场次数',
    entriesLeft: '{{left}} / {{total}} 次',
    holder: '持票人',
    noHolder: '未填写',
    qrLabel: '{{type}}的入场二维码',
  },
} satisfies MessageTree
