import { registerMessages } from '@fairpass/core/i18n'

export const receiveMessages = {
  cn: {
    wallet: {
      receive: {
        heading: '领取赠票',
        from: '{{sender}} 送您门票',
        type: '票种',
        exhibition: '展会',
        available: '可领取',
        availableCount: '{{available}} / {{quantity}} 张',
        receive: '领取',
        quantity: '领取数量',
        signInWith: '请使用手机号 {{phone}} 登录领取。',
        signInToReceive: '登录后领取',
        received: '已领取，门票已放入您的票夹',
        nothingLeft: '此赠票已被领完或已被收回。',
        badLink: '链接不完整，请打开赠送人发给您的完整链接。',
        proveHeading: '验证受赠手机号',
        provePhone: '此赠票赠送给 {{phone}}。请输入我们发送到该手机号的验证码。',
        codeLabel: '{{phone}} 收到的验证码',
        codeSent: '验证码已发送至 {{phone}}',
        codeRequired: '请输入6位数字验证码',
        failed: '领取失败，请稍后重试',
      },
      free: {
        heading: '领取免费票',
        none: '此链接当前没有可领取的免费票。',
        day: '入场日期',
        claim: '免费领取',
        claimed: '免费票已放入您的票夹',
        soldOut: '已领完',
        badLink: '链接不完整，请打开主办方提供的完整链接。',
      },
    },
  },
  en: {
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
  },
}

registerMessages(receiveMessages)
