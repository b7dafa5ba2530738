import type { MessageTree } from '@fairpass/core/i18n'

export default {
  buy: {
    refund: {
      heading: '申请退款',
      rules: '退款规则',
      until: '可申请退款至',
      fee: '手续费',
      amount: '预计退回',
      notRefundable: '该订单当前不可退款',
      reason: '退款原因',
      reasonHint: '最多200字',
      submit: '提交退款申请',
      refunding: '退款处理中，款项确认后将原路退回。',
      refunded: '退款成功，款项已原路退回。',
      rejected: '退款未通过。',
      backToOrder: '返回订单',
    },
  },
} satisfies MessageTree
