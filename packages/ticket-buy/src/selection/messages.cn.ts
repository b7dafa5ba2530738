import type { MessageTree } from '@fairpass/core/i18n'

export default {
  buy: {
    select: {
      heading: '确认订单',
      empty: '尚未选择门票',
      choose: '去选择门票',
      day: '入场日期',
      dayPlaceholder: '请选择日期',
      holder: '持票人 {{n}}',
      name: '姓名',
      phone: '手机号（选填）',
      idNumber: '证件号码（选填）',
      discount: '优惠码',
      apply: '使用',
      remove: '移除优惠码',
      applied: '优惠码 {{code}} 已使用',
      total: '合计',
      discountLine: '优惠',
      payable: '应付',
      submit: '提交订单',
      retryHint: '网络中断，订单可能已提交。请再次点击“提交订单”，不会重复下单。',
      lines: '所选门票',
      edit: '修改门票',
      tickets: '{{n}}张',
    },
  },
} satisfies MessageTree
