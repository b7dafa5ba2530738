import type { MessageTree } from '@fairpass/core/i18n'

export default {
  wallet: {
    journal: {
      heading: '我的足迹',
      orderHeading: '订单足迹',
      empty: '暂无足迹。',
      all: '全部足迹',
      order: '查看订单',
      orderFootprints: '本订单足迹',
      ticket: '查看门票',
      kind: {
        orderPlaced: '下单',
        orderPaid: '支付成功',
        orderCancelled: '订单已取消',
        orderExpired: '订单已超时',
        refundRequested: '申请退款',
        refunded: '已退款',
        giftSent: '赠出门票',
        giftReceived: '领取赠票',
        giftTakenBack: '收回赠票',
        giftExpired: '赠票过期退回',
        transferredOut: '转出门票',
        transferredIn: '转入门票',
        reportedLost: '挂失门票',
        entered: '入场',
      },
    },
  },
} satisfies MessageTree
