import type { MessageTree } from '@fairpass/core/i18n'

export default {
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
      signInThenProve: '此赠票赠送给手机号 {{phone}}：登录后，输入我们发送到该手机号的验证码即可领取。',
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
} satisfies MessageTree
