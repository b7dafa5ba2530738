import { registerMessages } from '@fairpass/core/i18n'

export const personnelMessages = {
  cn: {
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
  },
  en: {
    wallet: {
      personnel: {
        heading: 'Ticket holders',
        empty: 'You hold no tickets for other people yet.',
        tickets: '{{count}} ticket(s)',
        openTicket: 'Open ticket',
        unassignedHeading: 'Tickets without a holder',
        unassignedEmpty: 'Every ticket has its holder.',
        addHolder: 'Add holder',
        holderHeading: "Ticket holder's data",
        known: 'Choose a known person',
        newPerson: 'A new person',
        name: 'Name',
        phone: 'Phone',
        email: 'E-mail',
        idNumber: 'ID number',
        company: 'Company',
        save: 'Save',
        saved: "The holder's data was saved",
        noTicket: 'No ticket was named: open this page from your wallet.',
      },
    },
  },
}

registerMessages(personnelMessages)
