import { registerMessages } from '@fairpass/core/i18n'

export const selectionMessages = {
  cn: {
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
  },
  en: {
    buy: {
      select: {
        heading: 'Confirm your order',
        empty: 'No tickets chosen yet',
        choose: 'Choose tickets',
        day: 'Day of entry',
        dayPlaceholder: 'Choose a day',
        holder: 'Ticket holder {{n}}',
        name: 'Name',
        phone: 'Mobile number (optional)',
        idNumber: 'ID number (optional)',
        discount: 'Discount code',
        apply: 'Apply',
        remove: 'Remove the discount code',
        applied: 'Discount code {{code}} applied',
        total: 'Total',
        discountLine: 'Discount',
        payable: 'To pay',
        submit: 'Submit order',
        retryHint: 'The connection dropped, the order may have been placed. Tap “Submit order” again: it will not be placed twice.',
        lines: 'Your tickets',
        edit: 'Change tickets',
        tickets: '{{n}} tickets',
      },
    },
  },
}

registerMessages(selectionMessages)
