import type { MessageTree } from '@fairpass/core/i18n'

export default {
  invoice: {
    apply: {
      heading: '申请开票',
      order: '订单',
      kind: '发票类型',
      header: '发票抬头',
      typeNew: '填写新抬头',
      saveTyped: '保存为常用抬头',
      submit: '提交申请',
      refused: '该订单不能开具发票',
      current: '本订单的发票',
      toHistory: '查看开票记录',
      noOrder: '缺少订单编号，请从订单或票夹进入。',
      receiptLink: '需要英文收据？',
    },
    overview: {
      heading: '开具发票',
      intro: '选择已支付的订单申请发票。',
      empty: '没有可开票的已支付订单。',
      applyFor: '为订单 {{no}} 申请开票',
      apply: '申请开票',
      receiptFor: '为订单 {{no}} 申请英文收据',
      receipt: '英文收据',
      paidAt: '支付时间',
    },
    receipt: {
      heading: '英文收据',
      intro: '为境外访客开具的英文收据，不含税号，金额以人民币计。',
      order: '订单',
      chooseOrder: '请选择订单',
      name: '英文姓名',
      company: '英文单位名称（选填）',
      address: '英文地址',
      email: '接收收据的邮箱',
      submit: '提交申请',
    },
  },
} satisfies MessageTree
