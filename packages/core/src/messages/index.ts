import { interpolate, type MessageParams } from '../validation/messages'

/**
 * The error catalogue of spec §8 plus the reference server's own refusals. The server answers `msg` in
 * the caller's language from here; the browser uses the same keys for messages it raises itself.
 */

export type MessageLanguage = 'cn' | 'en'

const en = {
  'error.wrongLink': 'Wrong link, please open the correct pre-registration link',
  'error.openInMessagingApp': 'Please open the link in WeChat',
  'error.loginFailed': 'Login failed',
  'error.alreadyRegisteredDocuments': 'You have already registered documents, do not repeat',
  'error.noUsableTickets': 'You have not completed registration and have no usable tickets',
  'error.codeFailedCompleteInfo': 'Verification code failed, complete your information first',
  'error.accountRestricted': 'Account restricted',
  'error.emailAccountNotSupported': 'E-mail accounts are not supported',
  'error.registrationClosed': 'Registration has ended or not started',
  'error.ticketLimitReached': 'Ticket limit reached',
  'error.maxDocumentsReached': 'Maximum number of documents reached',
  'error.documentApplicationClosed': 'Document application is closed',
  'error.passwordMismatch': 'The new passwords entered do not match',
  'error.codeIncorrect': 'The verification code is incorrect',
  'error.codeExpired': 'The verification code has expired, please request a new one',
  'error.codeTooManyAttempts': 'Too many attempts, please request a new verification code',
  'error.tooManyRequests': 'Too many requests, please try again in {n} s',
  'error.unknownTenant': 'Unknown organiser, please open the correct pre-registration link',
  'error.unknownExhibition': 'Unknown exhibition, please open the correct pre-registration link',
  'error.notSignedIn': 'Please sign in first',
  'error.sessionExpired': 'Your session has expired, please sign in again',
  'error.forbidden': 'You are not allowed to do this',
  'error.notFound': 'Not found',
  'error.smsLoginUnavailable': 'SMS login is not available for this exhibition',
  'error.emailLoginUnavailable': 'E-mail login is not available for this exhibition',
  'error.passwordLoginUnavailable': 'Password login is not available for this exhibition',
  'error.wrongCredentials': 'The account or password is incorrect',
  'error.privacyRequired': 'Please read and accept the privacy agreement',
  'error.badRequest': 'Please check the information entered',
  'error.internal': 'Something went wrong on our side, please try again later',
  'error.unknown': 'Unknown error',
  // The wallet: tickets after issue, gifts and transfers (issue 4).
  'error.ticketTypeNotFound': 'Ticket type not found',
  'error.soldOut': 'Sold out',
  'error.ticketNotFound': 'Ticket not found',
  'error.ticketNotUsable': 'This ticket cannot be used for that now',
  'error.ticketNotTransferable': 'This ticket cannot be transferred',
  'error.ticketNotGiftable': 'Tickets of this type cannot be given',
  'error.transferToSelf': 'You cannot transfer a ticket to yourself',
  'error.giftToSelf': 'You cannot give tickets to yourself',
  'error.notEnoughTickets': 'You have only {n} unused tickets of this type to give',
  'error.giftNotFound': 'This gift link is not valid',
  'error.giftNotForYou': 'This gift was sent to {phone}: please sign in with that phone number',
  'error.giftAllReceived': 'Every ticket of this gift has been received or taken back',
  'error.giftNothingToTakeBack': 'Every ticket of this gift has been received, there is nothing to take back',
} as const

export type ErrorMessageKey = keyof typeof en

const cn: Record<ErrorMessageKey, string> = {
  'error.wrongLink': '链接错误，请打开正确的预登记链接',
  'error.openInMessagingApp': '请在微信中打开链接',
  'error.loginFailed': '登录失败',
  'error.alreadyRegisteredDocuments': '您已登记过证件，请勿重复登记',
  'error.noUsableTickets': '您尚未完成登记，暂无可用门票',
  'error.codeFailedCompleteInfo': '验证码校验失败，请先完善信息',
  'error.accountRestricted': '账号已被限制',
  'error.emailAccountNotSupported': '暂不支持邮箱账号',
  'error.registrationClosed': '登记已结束或尚未开始',
  'error.ticketLimitReached': '门票数量已达上限',
  'error.maxDocumentsReached': '证件数量已达上限',
  'error.documentApplicationClosed': '证件申请已关闭',
  'error.passwordMismatch': '两次输入的新密码不一致',
  'error.codeIncorrect': '验证码错误',
  'error.codeExpired': '验证码已过期，请重新获取',
  'error.codeTooManyAttempts': '尝试次数过多，请重新获取验证码',
  'error.tooManyRequests': '请求过于频繁，请{n}秒后再试',
  'error.unknownTenant': '主办方不存在，请打开正确的预登记链接',
  'error.unknownExhibition': '展会不存在，请打开正确的预登记链接',
  'error.notSignedIn': '请先登录',
  'error.sessionExpired': '登录已过期，请重新登录',
  'error.forbidden': '无权进行此操作',
  'error.notFound': '内容不存在',
  'error.smsLoginUnavailable': '本展会未开放短信登录',
  'error.emailLoginUnavailable': '本展会未开放邮箱登录',
  'error.passwordLoginUnavailable': '本展会未开放密码登录',
  'error.wrongCredentials': '账号或密码错误',
  'error.privacyRequired': '请阅读并同意隐私协议',
  'error.badRequest': '请检查填写的信息',
  'error.internal': '系统繁忙，请稍后再试',
  'error.unknown': '未知错误',
  'error.ticketTypeNotFound': '票种不存在',
  'error.soldOut': '已售罄',
  'error.ticketNotFound': '门票不存在',
  'error.ticketNotUsable': '该门票当前无法进行此操作',
  'error.ticketNotTransferable': '该门票不可转让',
  'error.ticketNotGiftable': '该票种不可赠送',
  'error.transferToSelf': '不能将门票转让给自己',
  'error.giftToSelf': '不能将门票赠送给自己',
  'error.notEnoughTickets': '您只有{n}张该票种的未使用门票可赠送',
  'error.giftNotFound': '赠票链接无效',
  'error.giftNotForYou': '该赠票已赠送给{phone}，请使用该手机号登录领取',
  'error.giftAllReceived': '该赠票已全部被领取或已收回',
  'error.giftNothingToTakeBack': '该赠票已全部被领取，无可收回的门票',
}

export const errorMessages: Readonly<Record<MessageLanguage, Record<ErrorMessageKey, string>>> = { cn, en }

export function isErrorMessageKey(key: string): key is ErrorMessageKey {
  return Object.hasOwn(en, key)
}

/** An unknown key or language never surfaces as raw text: it reads as "Unknown error" in the fallback cn. */
export function messageFor(key: string, lang: MessageLanguage, params?: MessageParams): string {
  const dictionary = errorMessages[lang] ?? errorMessages.cn
  return interpolate(isErrorMessageKey(key) ? dictionary[key] : dictionary['error.unknown'], params)
}
