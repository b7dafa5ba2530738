import type { MessageTree } from '@fairpass/core/i18n'

export default {
  wallet: {
    personnel: {
      heading: '持票人',
      empty: '您还没有为他人持有门票。',
      tickets: '{{count}} 张门票',
      openTicket: '查看门票',
      unassignedHeading: '待填写持票人',
      unassignedEmpty: '所有门票都已填写持票人。',
      addHolder: '填写持票人',
      holderHeading: '填写持票人信息',
      known: '选择已有人员',
      newPerson: '新增人员',
      name: '姓名',
      phone: '手机号',
      email: '邮箱',
      idNumber: '身份证号',
      company: '公司',
      save: '保存',
      saved: '持票人信息已保存',
      noTicket: '缺少门票编号，请从票夹进入。',
    },
  },
} satisfies MessageTree
