import { isErrorMessageKey, messageFor } from '@fairpass/core/messages'
import { interpolate } from '@fairpass/core/validation'
import type { Language } from '../language'

/*
 * Texts only the server says (the success line, the code message, transport-level refusals). Every
 * other key is the shared catalogue of @fairpass/core/messages, so the browser and server word the
 * same refusal the same way.
 */
const en = {
  'common.success': 'Success',
  'notify.codeSubject': 'Your FairPass verification code',
  'notify.codeText': 'Your FairPass verification code is {code}, valid for {minutes} minutes. Do not share it with anyone.',
  'notify.invoiceSubject': 'Your invoice {no} has been issued',
  'invoice.state.applied': 'applied for',
  'invoice.state.issued': 'issued',
  'invoice.state.failed': 'failed',
  'invoice.state.voided': 'voided',
  'notify.invoiceText': 'Your invoice {no} for {title} over {amount} has been issued; the PDF is attached. Your invoices: {link}',
  'error.malformedBody': 'The request could not be read, please try again',
  'error.urlTooLong': 'The request address is too long',
  'error.multipartMalformed': 'The upload could not be read: the multipart body is incomplete or its boundary is invalid, please try again',
  'error.tenantRequired': 'The request does not name the organiser: send the Tenant-Id header or the tenantId parameter',
  'error.unknownRegisterType': 'Unknown registration type; valid types: {valid}',
  'error.bodyTooLarge': 'The request is too large',
  'error.unsupportedMediaType': 'This request format is not supported',
  'error.deliveryFailed': 'The verification code could not be sent, please try again later',
  'error.openIdNotBound': 'No user information is bound to this account, please sign in another way',
  'error.loginTicketInvalid': 'This sign-in link is invalid or has expired, please sign in another way',
  'error.unsupportedGrantType': 'This sign-in method is not supported',
  'error.businessCardOff': 'Business card recognition is not offered for this exhibition, please fill in your details by hand',
  'error.cardOcrUnavailable': 'Business card recognition is not available at the moment, please fill in your details by hand',
  'error.cardOcrBusy': 'Business card recognition is busy, please try again in a moment',
  'error.cardOcrFailed': 'The card could not be read in time, please try again or fill in your details by hand',
  'error.cardImageUnreadable': 'This picture is damaged and cannot be opened, please choose another one',
  'error.adminKeyRequired': 'An organiser API key is required (Authorization: Bearer <key> or X-Admin-Key)',
  'error.adminKeyInvalid': 'This organiser API key is unknown or revoked',
  'error.registrationNotFound': 'No registration of this account was found for the exhibition',
  'error.reviewProfileIncomplete': 'The visitor has not submitted the profile yet, so the registration cannot be approved or rejected',
  'error.reviewAlreadyApproved': 'This registration is already approved and its entry code issued; it cannot be rejected',
  'error.resendNotApproved': 'This registration is not approved, so it has no entry code to send; approve it first',
  'error.inviteNotFound': 'This invitation does not exist, please check the link',
  'error.inviteUsed': 'This invitation has already been used',
  'error.ticketLinkInvalid': 'This entry code link is invalid, please use the link from your message',
  'error.ticketLinkExpired': 'This entry code link has expired, please sign in to see your entry code',
  'notify.resetSubject': 'Reset your FairPass password',
  'notify.resetText': 'Your code to reset the FairPass password is {code}, valid for {minutes} minutes. If you did not ask for it, ignore this message.',
  'notify.giftCodeSubject': 'Your FairPass code to receive a gift',
  'notify.giftCodeText': 'Your code to receive the tickets given to this phone is {code}, valid for {minutes} minutes. Do not share it with anyone.',
  'error.idCardLoginUnavailable': 'ID-card login is not available for this exhibition',
  'error.oldPasswordRequired': 'Enter your current password',
  'error.wrongOldPassword': 'The current password is incorrect',
  'error.openIdExpired': 'The messaging-app sign-in has expired, please try again',
  'error.openIdCodeInvalid': 'The messaging-app authorisation is invalid or has expired, please try again',
  'error.openIdUnavailable': 'Messaging-app sign-in is not available',
  'error.webhookUrl.scheme': 'A webhook endpoint must be an https:// address',
  'error.webhookUrl.credentials': 'Put no user name or password in the endpoint address; the signature proves the sender',
  'error.webhookUrl.address': 'This endpoint address leads to a private or reserved network; webhooks are only sent to public addresses',
  'error.webhookUrl.unresolvable': 'The endpoint\'s host name could not be resolved',
  'error.webhookEndpointsMax': 'An exhibition has at most {max} webhook endpoints; remove one first',
  'dev.openid.title': 'Messaging app (simulated)',
  'dev.openid.intro': '{app} asks to use your messaging-app identity to sign you in.',
  'dev.openid.user': 'Messaging-app user',
  'dev.openid.allow': 'Allow',
} as const

export type ServerMessageKey = keyof typeof en

const cn: Record<ServerMessageKey, string> = {
  'common.success': '操作成功',
  'notify.codeSubject': 'FairPass 验证码',
  'notify.codeText': '您的 FairPass 验证码为 {code}，{minutes} 分钟内有效，请勿泄露给他人。',
  'notify.invoiceSubject': '您的发票 {no} 已开具',
  'invoice.state.applied': '已申请',
  'invoice.state.issued': '已开具',
  'invoice.state.failed': '开具失败',
  'invoice.state.voided': '已作废',
  'notify.invoiceText': '您为“{title}”申请的发票 {no}（金额 {amount}）已开具，PDF 见附件。查看我的发票：{link}',
  'error.malformedBody': '请求内容无法识别，请重试',
  'error.urlTooLong': '请求地址过长',
  'error.multipartMalformed': '无法读取上传内容：multipart 请求不完整或 boundary 无效，请重试',
  'error.tenantRequired': '请求缺少主办方：请通过 Tenant-Id 请求头或 tenantId 参数传递',
  'error.unknownRegisterType': '未知的登记类型，可用类型：{valid}',
  'error.bodyTooLarge': '请求内容过大',
  'error.unsupportedMediaType': '不支持该请求格式',
  'error.deliveryFailed': '验证码发送失败，请稍后再试',
  'error.openIdNotBound': '该账号未绑定用户信息，请使用其他方式登录',
  'error.loginTicketInvalid': '登录链接无效或已过期，请使用其他方式登录',
  'error.unsupportedGrantType': '不支持该登录方式',
  'error.businessCardOff': '本展会未开放名片识别，请手动填写信息',
  'error.cardOcrUnavailable': '名片识别暂不可用，请手动填写信息',
  'error.cardOcrBusy': '名片识别繁忙，请稍后再试',
  'error.cardOcrFailed': '名片识别超时，请重试或手动填写信息',
  'error.cardImageUnreadable': '图片已损坏，无法打开，请重新选择',
  'error.adminKeyRequired': '需要主办方 API 密钥（Authorization: Bearer <密钥> 或 X-Admin-Key）',
  'error.adminKeyInvalid': '该主办方 API 密钥无效或已吊销',
  'error.registrationNotFound': '未找到该账号在本展会的登记',
  'error.reviewProfileIncomplete': '观众尚未提交个人信息，不能审核',
  'error.reviewAlreadyApproved': '该登记已审核通过并已发放入场码，不能再驳回',
  'error.resendNotApproved': '该登记尚未审核通过，没有可发送的入场码，请先审核通过',
  'error.inviteNotFound': '邀请不存在，请检查链接',
  'error.inviteUsed': '该邀请已被使用',
  'error.ticketLinkInvalid': '入场码链接无效，请使用短信中的链接',
  'error.ticketLinkExpired': '入场码链接已过期，请登录查看入场码',
  'notify.resetSubject': '重置 FairPass 密码',
  'notify.resetText': '您重置 FairPass 密码的验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略。',
  'notify.giftCodeSubject': 'FairPass 领取赠票验证码',
  'notify.giftCodeText': '您领取赠送给本手机号门票的验证码为 {code}，{minutes} 分钟内有效，请勿泄露给他人。',
  'error.idCardLoginUnavailable': '本展会未开放身份证登录',
  'error.oldPasswordRequired': '请输入当前密码',
  'error.wrongOldPassword': '当前密码错误',
  'error.openIdExpired': '微信登录已过期，请重试',
  'error.openIdCodeInvalid': '微信授权无效或已过期，请重试',
  'error.openIdUnavailable': '暂不支持微信登录',
  'error.webhookUrl.scheme': '接收地址必须以 https:// 开头',
  'error.webhookUrl.credentials': '接收地址中不能包含用户名或密码，签名即可证明发送方',
  'error.webhookUrl.address': '该接收地址指向内网或保留地址，Webhook 只发送到公网地址',
  'error.webhookUrl.unresolvable': '无法解析接收地址的主机名',
  'error.webhookEndpointsMax': '每个展会最多 {max} 个 Webhook 接收地址，请先删除一个',
  'dev.openid.title': '微信（模拟）',
  'dev.openid.intro': '{app} 申请使用您的微信身份登录。',
  'dev.openid.user': '微信用户',
  'dev.openid.allow': '允许',
}

export const serverMessages: Readonly<Record<Language, Record<ServerMessageKey, string>>> = { cn, en }

/** The text of a message key in the caller's language; unknown keys read as the catalogue's "unknown error". */
export function translate(key: string, language: Language, params?: Record<string, string | number>): string {
  if (Object.hasOwn(en, key)) return interpolate(serverMessages[language][key as ServerMessageKey], params)
  return messageFor(key, language, params)
}

/** Whether a key has a text in either catalogue (tests assert every key the server uses does). */
export function isKnownMessageKey(key: string): boolean {
  return Object.hasOwn(en, key) || isErrorMessageKey(key)
}
