import type { MessageTree } from '@fairpass/core/i18n'

export default {
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
} satisfies MessageTree
