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
  'error.malformedBody': 'The request could not be read, please try again',
  'error.bodyTooLarge': 'The request is too large',
  'error.unsupportedMediaType': 'This request format is not supported',
  'error.deliveryFailed': 'The verification code could not be sent, please try again later',
  'error.openIdNotBound': 'No user information is bound to this account, please sign in another way',
  'error.loginTicketInvalid': 'This sign-in link is invalid or has expired, please sign in another way',
  'error.unsupportedGrantType': 'This sign-in method is not supported',
  'notify.resetSubject': 'Reset your FairPass password',
  'notify.resetText': 'Your code to reset the FairPass password is {code}, valid for {minutes} minutes. If you did not ask for it, ignore this message.',
  'error.idCardLoginUnavailable': 'ID-card login is not available for this exhibition',
  'error.oldPasswordRequired': 'Enter your current password',
  'error.wrongOldPassword': 'The current password is incorrect',
  'error.openIdExpired': 'The messaging-app sign-in has expired, please try again',
  'error.openIdCodeInvalid': 'The messaging-app authorisation is invalid or has expired, please try again',
  'error.openIdUnavailable': 'Messaging-app sign-in is not available',
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
  'error.malformedBody': '请求内容无法识别，请重试',
  'error.bodyTooLarge': '请求内容过大',
  'error.unsupportedMediaType': '不支持该请求格式',
  'error.deliveryFailed': '验证码发送失败，请稍后再试',
  'error.openIdNotBound': '该账号未绑定用户信息，请使用其他方式登录',
  'error.loginTicketInvalid': '登录链接无效或已过期，请使用其他方式登录',
  'error.unsupportedGrantType': '不支持该登录方式',
  'notify.resetSubject': '重置 FairPass 密码',
  'notify.resetText': '您重置 FairPass 密码的验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略。',
  'error.idCardLoginUnavailable': '本展会未开放身份证登录',
  'error.oldPasswordRequired': '请输入当前密码',
  'error.wrongOldPassword': '当前密码错误',
  'error.openIdExpired': '微信登录已过期，请重试',
  'error.openIdCodeInvalid': '微信授权无效或已过期，请重试',
  'error.openIdUnavailable': '暂不支持微信登录',
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
