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
  // Buying (issue 4: features/orders and features/payments of the server).
  'error.order.notOffered': 'This ticket is not offered by this link',
  'error.order.notOnSale': '{name} is not on sale at the moment',
  'error.order.soldOut': '{name} is sold out',
  'error.order.conflict': 'These tickets cannot be bought together: {names}',
  'error.order.dayRequired': 'Please choose the day of your visit for {name}',
  'error.order.dayOutOfRange': 'The chosen day is outside the validity of {name}',
  'error.order.dayNotAllowed': '{name} is not a day ticket, no day can be chosen',
  'error.order.holdersMismatch': 'Give one holder per ticket of {name}, or none',
  'error.order.idempotencyMismatch': 'This purchase was already sent with other tickets, please start the purchase again',
  'error.order.illegalTransition': 'This is not possible while the order is {state}',
  'error.order.expired': 'The time to pay this order has passed and the order was cancelled',
  'error.discount.invalid': 'This discount code is invalid or has expired',
  'error.discount.notApplicable': 'This discount code does not apply to {name}',
  'error.payment.returnUrl': 'The return address must be a page of this site',
  'error.payment.badSignature': 'The payment notification could not be verified',
  'error.payment.amountMismatch': 'The amount paid does not match the order',
  'error.payment.unavailable': 'Online payment is not available at the moment, please try again later',
  'error.refund.notRefundable': '{name} cannot be refunded',
  'error.refund.deadlinePassed': 'The refund deadline of {name} has passed',
  'error.refund.ticketsMoved': 'A ticket of this order has been used, given away or transferred, so the order cannot be refunded',
  'order.state.pendingPayment': 'pending payment',
  'order.state.paid': 'paid',
  'order.state.cancelled': 'cancelled',
  'order.state.refunding': 'refunding',
  'order.state.refunded': 'refunded',
  'order.state.ticketIssued': 'ticket issued',
  'order.state.entered': 'entered',
  'order.state.notEntered': 'not entered',
  'order.state.completed': 'completed',
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
  'error.order.notOffered': '此链接不提供该门票',
  'error.order.notOnSale': '{name}当前不在销售时间内',
  'error.order.soldOut': '{name}已售罄',
  'error.order.conflict': '这些门票不能同时购买：{names}',
  'error.order.dayRequired': '请为{name}选择参观日期',
  'error.order.dayOutOfRange': '所选日期不在{name}的有效期内',
  'error.order.dayNotAllowed': '{name}不是单日票，无需选择日期',
  'error.order.holdersMismatch': '请为{name}的每张门票填写一位持票人，或都不填写',
  'error.order.idempotencyMismatch': '此次购买已以其他门票提交，请重新下单',
  'error.order.illegalTransition': '订单当前为{state}状态，无法进行此操作',
  'error.order.expired': '订单已超过支付时间，已自动取消',
  'error.discount.invalid': '优惠码无效或已过期',
  'error.discount.notApplicable': '此优惠码不适用于{name}',
  'error.payment.returnUrl': '返回地址必须是本站页面',
  'error.payment.badSignature': '支付通知验签失败',
  'error.payment.amountMismatch': '支付金额与订单金额不符',
  'error.payment.unavailable': '在线支付暂不可用，请稍后再试',
  'error.refund.notRefundable': '{name}不支持退款',
  'error.refund.deadlinePassed': '{name}已超过退款截止时间',
  'error.refund.ticketsMoved': '该订单有门票已使用、赠送或转让，无法退款',
  'order.state.pendingPayment': '待支付',
  'order.state.paid': '已支付',
  'order.state.cancelled': '已取消',
  'order.state.refunding': '退款中',
  'order.state.refunded': '已退款',
  'order.state.ticketIssued': '已出票',
  'order.state.entered': '已入场',
  'order.state.notEntered': '未入场',
  'order.state.completed': '已完成',
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
