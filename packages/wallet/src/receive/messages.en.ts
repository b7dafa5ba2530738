import type { MessageTree } from '@fairpass/core/i18n'

export default {
  wallet: {
    receive: {
      heading: 'Receive a gift',
      from: '{{sender}} gives you tickets',
      type: 'Ticket type',
      exhibition: 'Exhibition',
      available: 'To receive',
      availableCount: '{{available}} of {{quantity}}',
      receive: 'Receive',
      quantity: 'Tickets to receive',
      signInWith: 'Log in with the phone number {{phone}} to receive them.',
      signInThenProve: 'This gift was sent to the phone number {{phone}}: log in, then enter the code we send to that phone to receive it.',
      signInToReceive: 'Log in to receive',
      received: 'Received: the ticket is in your wallet',
      nothingLeft: 'This gift has been received in full or taken back.',
      badLink: 'The link is incomplete: open the whole link the giver sent you.',
      proveHeading: 'Confirm the phone number',
      provePhone: 'This gift was sent to {{phone}}. Enter the code we send to that phone.',
      codeLabel: 'Code sent to {{phone}}',
      codeSent: 'Code sent to {{phone}}',
      codeRequired: 'Enter the 6-digit code',
      failed: 'Could not receive the gift, please try again',
    },
    free: {
      heading: 'Free ticket',
      none: 'This link offers no free ticket at the moment.',
      day: 'Entry day',
      claim: 'Claim for free',
      claimed: 'The free ticket is in your wallet',
      soldOut: 'All taken',
      badLink: "The link is incomplete: open the organiser's whole link.",
    },
  },
} satisfies MessageTree
