/**
 * Texts for the i18n keys that validation issues carry. Schemas never hold prose: the server answers in
 * the caller's language and the browser in the page language, from the same issue.
 */

export type ValidationLanguage = 'cn' | 'en'
export type MessageParams = Readonly<Record<string, string | number>>

const en = {
  'validation.required': 'This field is required',
  'validation.invalid': 'Invalid value',
  'validation.origin': 'Give an origin only, such as https://fair.example.com (no path, no trailing slash)',
  'validation.account.tooShort': 'The account must be at least {n} characters',
  'validation.account.tooLong': 'The account must be at most {n} characters',
  'validation.account.invalid': 'Enter a valid mobile number or e-mail address',
  'validation.password.required': 'Enter your password',
  'validation.password.tooShort': 'The password must be at least {n} characters',
  'validation.password.tooLong': 'The password must be at most {n} characters',
  'validation.password.weak': 'The password must contain digits, letters and special characters',
  'validation.password.mismatch': 'The new passwords entered do not match',
  'validation.phone.invalid':
    'Enter a valid mobile number: 11 digits for mainland China, or + and the country code',
  'validation.email.invalid': 'Enter a valid e-mail address',
  'validation.idNumber.invalid': 'Enter a valid resident ID number',
  'validation.name.tooShort': 'The name must be at least {n} characters',
  'validation.name.tooLong': 'The name must be at most {n} characters',
  'validation.name.invalid': 'The name must not contain digits or special characters',
  'validation.company.tooShort': 'The company name must be at least {n} characters',
  'validation.company.tooLong': 'The company name must be at most {n} characters',
  'validation.text.tooLong': 'Enter at most {n} characters',
  'validation.traceCode.invalid': 'The traceability code is at most {n} digits or letters',
  'validation.gift.quantity': 'The quantity must be a positive whole number',
  'validation.gift.quantityMax': 'At most {n} tickets can be given at a time',
  'validation.gift.phoneMismatch': 'The two phone numbers entered do not match',
  'validation.order.quantity': 'The number of tickets must be a positive whole number',
  'validation.order.quantityMax': 'At most {n} tickets of one kind per order',
  'validation.order.empty': 'Choose at least one ticket',
  'validation.idempotencyKey': 'The request lacks a valid idempotency key, please try again',
  'validation.refund.reason': 'Tell us briefly why you want a refund',
  'validation.transfer.accountMismatch': 'The two accounts entered do not match',
  'validation.code.invalid': 'Enter the {n}-digit verification code',
  'validation.upload.type': 'Only {types} files can be uploaded',
  'validation.upload.tooLarge': 'The file must not be larger than {size}',
  'validation.upload.tooSmall': 'The file must not be smaller than {size}',
  'validation.upload.dimensions': 'The image must be between {min} and {max} pixels on each side',
  'validation.booth.count': 'The booth count must be a whole number from 1 to {n}',
  'validation.booth.area': 'The booth area must be greater than 0 and at most {n} sq m',
  'validation.invoice.amount': 'The order amount must be greater than 0',
  'validation.invoice.currency': 'Invoices can only be issued in RMB',
  'validation.invoice.type': 'Choose personal or company',
  'validation.invoice.kind': 'Choose a general or a special VAT invoice',
  'validation.invoice.title': 'Enter the invoice title: the name of the person or company, at least 2 characters',
  'validation.invoice.taxId.required': 'Enter the taxpayer identification number of the company',
  'validation.invoice.taxId.length': 'A taxpayer identification number has 18 characters (older ones 15 or 20)',
  'validation.invoice.taxId.characters': 'The taxpayer identification number contains a character it cannot have (only digits and capital letters, without I, O, S, V, Z)',
  'validation.invoice.taxId.checkCharacter': 'The last character of this unified social credit code does not match the others: please check the number',
  'validation.invoice.bankAccount': 'Enter the bank account number (digits, 8 to 40 characters)',
  'validation.invoice.phone': 'Enter the registered phone, e.g. 010-12345678',
  'validation.invoice.specialNeedsCompany': 'A special VAT invoice can only be issued to a company',
  'validation.invoice.specialRequired': 'Required for a special VAT invoice',
  'validation.invoice.headerChoice': 'Choose a saved invoice header or fill one in',
  'validation.invoice.latin': 'Use English (Latin) letters, digits and punctuation only',
  'validation.invoice.receiptName': 'Enter the name to print on the receipt, in English',
  'validation.invoice.receiptAddress': 'Enter the address to print on the receipt, in English',
  'validation.privacy.required': 'Please read and accept the privacy agreement',
  'validation.initiative.required': 'Please read and tick the exhibitor initiative letter',
  'validation.agreement.required': 'Please tick to agree',
  'validation.select.invalid': 'Choose one of the listed options',
  'validation.date.invalid': 'Enter a valid date (YYYY-MM-DD)',
  'validation.image.invalid': 'Upload an image',
  'validation.image.unknown': 'This image is not available any more, please upload it again',
  'validation.multi.tooFew': 'Choose at least {n} options',
  'validation.multi.tooMany': 'Choose at most {n} options',
  'validation.date.range': 'Choose a date from {from} to {to}',
  'validation.choice.required': 'Please choose an answer',
  'validation.choice.tooFew': 'Choose at least {n}',
  'validation.choice.tooMany': 'Choose at most {n}',
  'validation.review.reasonRequired': 'Give the reason for the rejection',
  'validation.review.reasonTooLong': 'The reason must be at most {n} characters',
  'validation.review.target': 'Name the registration by account or user id',
  'validation.review.state': 'The review state must be pending, approve or reject',
  'validation.exhibitor.contactInformation': 'Enter a mobile number, a landline such as 0591-87654321, or an e-mail address',
  'validation.exhibitor.journalName': 'Enter the exhibitor name for the catalogue, at least 2 characters',
  'validation.exhibitor.contacts': 'Enter the contact person, at least 2 characters',
  'validation.exhibitor.introduction': 'Write an introduction of at least 10 characters',
  'validation.exhibitor.logoRequired': 'Upload the company logo',
  'validation.exhibitor.category': 'Choose a product category',
  'validation.exhibitor.productName': 'Enter the product name, at least 2 characters',
  'validation.exhibitor.description': 'Describe the product in at least 10 characters',
  'validation.exhibitor.productImages': 'Upload at least one product image',
  'validation.exhibitor.productImagesMax': 'A product can show at most {n} images',
  'validation.exhibitor.video': 'Upload the video again',
  'validation.exhibitor.chooseOne': 'Choose at least one',
  'validation.exhibitor.reachable': 'Enter a mobile number or an e-mail address',
  'validation.exhibitor.position': 'Enter the position, at least 2 characters',
  'validation.exhibitor.inviteUses': 'An invitation may be used 1 to 200 times',
  'validation.exhibitor.inviteDays': 'An invitation may be valid for 1 to 60 days',
  'validation.exhibitor.inviteCode': 'Enter the 8-character invitation code',
  'validation.exhibitor.standardArea': 'A standard booth is 9, 12 or 15 sq m',
  'validation.exhibitor.bareSpaceArea': 'Bare space is from {n} to 300 sq m',
  'validation.exhibitor.hall': 'Enter the hall',
  'validation.exhibitor.boothNo': 'Enter the booth number',
  'validation.exhibitor.boothType': 'Choose standard booth or bare space',
  'validation.exhibitor.cap': 'A cap is a whole number from 0 to 500',
  'validation.exhibitor.companyName': 'Enter the company name, at least 2 characters',
  'validation.exhibitor.booths': 'A company has 1 to 20 booths',
  'validation.exhibitor.boothTwice': 'This booth is listed twice',
  'validation.exhibitor.deadline': 'Enter the deadline as an ISO date and time with its offset, e.g. 2026-09-01T18:00:00+08:00',
  'validation.upload.unreadable': 'The file could not be read as a {types} file; upload another one',
  'validation.conference.key': 'Use 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
  'validation.conference.signCode': 'This sign-in code is not valid, please scan the QR code at the door again',
  'validation.conference.chooseSession': 'Choose at least one session',
  'validation.conference.tooManySessions': 'Choose at most {n} sessions at a time',
  'validation.conference.time': 'Enter a time as HH:mm, e.g. 09:30',
  'validation.conference.timeZone': 'Enter a time zone such as Asia/Shanghai',
  'validation.conference.capacity': 'The capacity must be a whole number from 1 to 100000',
  'validation.conference.walkIn': 'Walk-in must be allowed or refused',
  'validation.conference.url': 'Enter an address starting with https:// or /',
  'validation.conference.endBeforeStart': 'The end must be after the start',
  'validation.conference.duplicateKey': 'The key {key} is used twice',
  'validation.conference.unknownRoom': 'There is no room with the key {key}',
  'validation.conference.unknownConference': 'There is no conference with the key {key}',
  'validation.conference.unknownSpeaker': 'There is no speaker with the key {key}',
  'validation.conference.noRooms': 'The programme needs at least one room',
  'validation.conference.noSessions': 'The programme needs at least one session',
  'validation.conference.capacityBelowTaken': 'The capacity cannot be less than the {n} seats already taken',
  'validation.conference.paidChange': 'A session cannot change between free and paid once visitors have registered or bought tickets',
  'validation.board.shelvesAndRods': 'At most {n} shelves and hanging rods together for a {area} m² booth',
  'validation.board.flowTables': 'At most {n} flow tables for a {area} m² booth',
  'validation.board.fasciaCn': 'Enter the Chinese fascia text (at most 20 characters, one line)',
  'validation.board.fasciaEn': 'Enter the English fascia text in Latin letters (at most 60 characters, one line)',
  'validation.board.count': 'Enter a whole number of items',
  'validation.board.builderName': 'Enter the booth builder company, at least 2 characters',
  'validation.board.height': 'A special build is at most {n} m high',
  'validation.board.floorLoad': 'The floor load is at most {n} kg/m²',
  'validation.board.drawings': 'Upload 1 to 5 drawings (pdf or ai, at most 10 MB each)',
  'validation.document.title': 'Enter a title, at least 2 characters',
  'validation.document.file': 'Give the file with its name and extension',
  'validation.document.content': 'Give a pdf, doc(x), xls(x), zip, jpg or png file whose content matches its name, at most {n} MB',
  'validation.service.quantity': 'The quantity is a whole number from 1 to 50',
  'validation.service.items': 'A reservation holds at most 20 items',
  'validation.service.code': 'Use 2 to 40 lower-case letters, digits or dashes',
  'validation.service.name': 'Enter the name, at least 2 characters',
  'validation.service.price': 'The price is a whole number of fen, at least 1',
  'validation.service.stock': 'Enter how many may be booked (a whole number)',
  'validation.service.language': 'Enter the language as a two-letter code, e.g. en',
  'validation.service.days': 'Give at least one day a translator may be booked',
  'validation.invite.body': 'Write the invitation text, at least 10 characters',
  'validation.invite.batch': 'Invite at most 100 people at a time',
  'validation.visa.name': 'Enter the name as in the passport, in Latin letters',
  'validation.visa.sex': 'Choose M or F as in the passport',
  'validation.visa.nationality': 'Enter the nationality as a two-letter country code, e.g. DE',
  'validation.visa.passportNo': 'Enter the passport number: 5 to 9 letters and digits',
  'validation.visa.dateOfBirth': 'Enter a valid date of birth',
  'validation.visa.departure': 'The departure must not be before the arrival',
  'validation.visa.passportExpiry': 'The passport must be valid at least 6 months after the departure',
} as const

export type ValidationMessageKey = keyof typeof en

const cn: Record<ValidationMessageKey, string> = {
  'validation.required': '此项为必填项',
  'validation.invalid': '输入内容不正确',
  'validation.origin': '请只填写来源（如 https://fair.example.com），不含路径和末尾斜杠',
  'validation.account.tooShort': '账号长度不能少于{n}位',
  'validation.account.tooLong': '账号长度不能超过{n}位',
  'validation.account.invalid': '请输入正确的手机号或邮箱',
  'validation.password.required': '请输入密码',
  'validation.password.tooShort': '密码长度不能少于{n}位',
  'validation.password.tooLong': '密码长度不能超过{n}位',
  'validation.password.weak': '密码须同时包含数字、字母和特殊字符',
  'validation.password.mismatch': '两次输入的新密码不一致',
  'validation.phone.invalid': '请输入正确的手机号码（中国大陆11位，或以+加国家区号开头）',
  'validation.email.invalid': '请输入正确的邮箱地址',
  'validation.idNumber.invalid': '请输入正确的身份证号码',
  'validation.name.tooShort': '姓名不能少于{n}个字符',
  'validation.name.tooLong': '姓名不能超过{n}个字符',
  'validation.name.invalid': '姓名不能包含数字或特殊字符',
  'validation.company.tooShort': '公司名称不能少于{n}个字符',
  'validation.company.tooLong': '公司名称不能超过{n}个字符',
  'validation.text.tooLong': '最多输入{n}个字符',
  'validation.traceCode.invalid': '溯源码最多{n}位数字或字母',
  'validation.gift.quantity': '赠送数量须为正整数',
  'validation.gift.quantityMax': '每次最多赠送{n}张',
  'validation.gift.phoneMismatch': '两次输入的手机号不一致',
  'validation.order.quantity': '购票数量须为正整数',
  'validation.order.quantityMax': '同一票种每单最多{n}张',
  'validation.order.empty': '请至少选择一张票',
  'validation.idempotencyKey': '请求缺少有效的幂等键，请重试',
  'validation.refund.reason': '请简要填写退款原因',
  'validation.transfer.accountMismatch': '两次输入的账号不一致',
  'validation.code.invalid': '请输入{n}位数字验证码',
  'validation.upload.type': '仅支持上传{types}格式的文件',
  'validation.upload.tooLarge': '文件大小不能超过{size}',
  'validation.upload.tooSmall': '文件大小不能小于{size}',
  'validation.upload.dimensions': '图片尺寸须在{min}至{max}像素之间',
  'validation.booth.count': '展位数量须为1至{n}的整数',
  'validation.booth.area': '展位面积须大于0且不超过{n}平方米',
  'validation.invoice.amount': '订单金额须大于0',
  'validation.invoice.currency': '仅支持人民币（RMB）开票',
  'validation.invoice.type': '请选择个人或单位',
  'validation.invoice.kind': '请选择增值税普通发票或专用发票',
  'validation.invoice.title': '请填写发票抬头（个人姓名或单位名称），至少2个字符',
  'validation.invoice.taxId.required': '请填写单位的纳税人识别号',
  'validation.invoice.taxId.length': '纳税人识别号为18位（旧号码为15位或20位）',
  'validation.invoice.taxId.characters': '纳税人识别号含有不允许的字符（只能是数字和大写字母，不含I、O、S、V、Z）',
  'validation.invoice.taxId.checkCharacter': '统一社会信用代码的校验位不正确，请核对号码',
  'validation.invoice.bankAccount': '请填写正确的银行账号（数字，8至40位）',
  'validation.invoice.phone': '请填写正确的注册电话，如 010-12345678',
  'validation.invoice.specialNeedsCompany': '增值税专用发票只能开具给单位',
  'validation.invoice.specialRequired': '开具增值税专用发票时必填',
  'validation.invoice.headerChoice': '请选择已保存的发票抬头或填写新的抬头',
  'validation.invoice.latin': '请仅使用英文字母、数字和标点',
  'validation.invoice.receiptName': '请填写收据上的英文名称',
  'validation.invoice.receiptAddress': '请填写收据上的英文地址',
  'validation.privacy.required': '请阅读并同意隐私协议',
  'validation.initiative.required': '请阅读并勾选参展商倡议书',
  'validation.agreement.required': '请勾选同意',
  'validation.select.invalid': '请从列出的选项中选择',
  'validation.date.invalid': '请输入有效日期（YYYY-MM-DD）',
  'validation.image.invalid': '请上传图片',
  'validation.image.unknown': '该图片已失效，请重新上传',
  'validation.multi.tooFew': '请至少选择{n}项',
  'validation.multi.tooMany': '最多只能选择{n}项',
  'validation.date.range': '请选择{from}至{to}之间的日期',
  'validation.choice.required': '请选择答案',
  'validation.choice.tooFew': '请至少选择{n}项',
  'validation.choice.tooMany': '最多选择{n}项',
  'validation.review.reasonRequired': '请填写审核不通过的原因',
  'validation.review.reasonTooLong': '原因不能超过{n}个字符',
  'validation.review.target': '请提供账号或用户 ID',
  'validation.review.state': '审核状态须为 pending、approve 或 reject',
  'validation.exhibitor.contactInformation': '请输入手机号、座机号（如 0591-87654321）或邮箱',
  'validation.exhibitor.journalName': '请填写会刊展商名称，至少2个字符',
  'validation.exhibitor.contacts': '请填写联系人，至少2个字符',
  'validation.exhibitor.introduction': '请填写不少于10个字符的简介',
  'validation.exhibitor.logoRequired': '请上传企业Logo',
  'validation.exhibitor.category': '请选择产品类别',
  'validation.exhibitor.productName': '请填写产品名称，至少2个字符',
  'validation.exhibitor.description': '请用不少于10个字符描述产品',
  'validation.exhibitor.productImages': '请至少上传一张产品图片',
  'validation.exhibitor.productImagesMax': '每个产品最多上传{n}张图片',
  'validation.exhibitor.video': '请重新上传视频',
  'validation.exhibitor.chooseOne': '请至少选择一项',
  'validation.exhibitor.reachable': '请填写手机号或邮箱',
  'validation.exhibitor.position': '请填写职位，至少2个字符',
  'validation.exhibitor.inviteUses': '邀请可使用次数须为1至200次',
  'validation.exhibitor.inviteDays': '邀请有效期须为1至60天',
  'validation.exhibitor.inviteCode': '请输入8位邀请码',
  'validation.exhibitor.standardArea': '标准展位面积须为9、12或15平方米',
  'validation.exhibitor.bareSpaceArea': '光地展位面积须为{n}至300平方米',
  'validation.exhibitor.hall': '请填写展馆',
  'validation.exhibitor.boothNo': '请填写展位号',
  'validation.exhibitor.boothType': '请选择标准展位或光地',
  'validation.exhibitor.cap': '上限须为0至500的整数',
  'validation.exhibitor.companyName': '请填写公司名称，至少2个字符',
  'validation.exhibitor.booths': '每家公司须有1至20个展位',
  'validation.exhibitor.boothTwice': '该展位重复填写',
  'validation.exhibitor.deadline': '请以带时区的ISO格式填写截止时间，如 2026-09-01T18:00:00+08:00',
  'validation.upload.unreadable': '无法读取该文件（应为{types}格式），请重新上传',
  'validation.conference.key': '请使用 1 至 64 个字母、数字、点、横线或下划线，以字母或数字开头',
  'validation.conference.signCode': '签到码无效，请重新扫描会场门口的二维码',
  'validation.conference.chooseSession': '请至少选择一个会议',
  'validation.conference.tooManySessions': '每次最多选择{n}个会议',
  'validation.conference.time': '请按 HH:mm 填写时间，例如 09:30',
  'validation.conference.timeZone': '请填写时区，例如 Asia/Shanghai',
  'validation.conference.capacity': '容量须为 1 至 100000 的整数',
  'validation.conference.walkIn': '现场入场规则须为 allowed 或 refused',
  'validation.conference.url': '请填写以 https:// 或 / 开头的地址',
  'validation.conference.endBeforeStart': '结束时间须晚于开始时间',
  'validation.conference.duplicateKey': '编号{key}重复使用',
  'validation.conference.unknownRoom': '不存在编号为{key}的会议室',
  'validation.conference.unknownConference': '不存在编号为{key}的会议',
  'validation.conference.unknownSpeaker': '不存在编号为{key}的嘉宾',
  'validation.conference.noRooms': '日程至少需要一个会议室',
  'validation.conference.noSessions': '日程至少需要一场会议',
  'validation.conference.capacityBelowTaken': '容量不能少于已占用的{n}个座位',
  'validation.conference.paidChange': '已有观众报名或购票的会议不能在免费与收费之间切换',
  'validation.board.shelvesAndRods': '{area}平方米展位的层板与挂杆合计最多{n}个',
  'validation.board.flowTables': '{area}平方米展位最多{n}张洽谈桌',
  'validation.board.fasciaCn': '请填写中文楣板文字（最多20个字，单行）',
  'validation.board.fasciaEn': '请用英文字母填写英文楣板文字（最多60个字符，单行）',
  'validation.board.count': '请填写整数数量',
  'validation.board.builderName': '请填写搭建商名称，至少2个字符',
  'validation.board.height': '特装展位限高{n}米',
  'validation.board.floorLoad': '地面承重不超过{n}千克/平方米',
  'validation.board.drawings': '请上传1至5份图纸（pdf或ai格式，每份不超过10MB）',
  'validation.document.title': '请填写标题，至少2个字符',
  'validation.document.file': '请提供带扩展名的文件名和文件',
  'validation.document.content': '请提供内容与扩展名相符的pdf、doc(x)、xls(x)、zip、jpg或png文件，不超过{n}MB',
  'validation.service.quantity': '数量须为1至50的整数',
  'validation.service.items': '每次预订最多20项',
  'validation.service.code': '请使用2至40个小写字母、数字或横线',
  'validation.service.name': '请填写名称，至少2个字符',
  'validation.service.price': '价格须为不少于1分的整数',
  'validation.service.stock': '请填写可预订数量（整数）',
  'validation.service.language': '请用两个字母的代码填写语种，如 en',
  'validation.service.days': '请至少提供一天可预订翻译的日期',
  'validation.invite.body': '请填写邀请文字，至少10个字符',
  'validation.invite.batch': '每次最多邀请100人',
  'validation.visa.name': '请按护照用英文字母填写姓名',
  'validation.visa.sex': '请按护照选择性别 M 或 F',
  'validation.visa.nationality': '请用两个字母的国家代码填写国籍，如 DE',
  'validation.visa.passportNo': '请填写护照号：5至9位字母和数字',
  'validation.visa.dateOfBirth': '请填写有效的出生日期',
  'validation.visa.departure': '离境日期不能早于入境日期',
  'validation.visa.passportExpiry': '护照有效期须在离境后至少6个月',
}

export const validationMessages: Readonly<Record<ValidationLanguage, Record<ValidationMessageKey, string>>> = {
  cn,
  en,
}

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(en, key)
}

/** Replaces `{name}` tokens; a token without a value stays visible so a missing param is noticed. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (token, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : token,
  )
}

/** An unknown key (e.g. a message from a schema outside this module) falls back to the generic text. */
export function formatValidationMessage(
  key: string,
  lang: ValidationLanguage,
  params?: MessageParams,
): string {
  const dictionary = validationMessages[lang] ?? validationMessages.cn
  const template = isValidationMessageKey(key) ? dictionary[key] : dictionary['validation.invalid']
  return interpolate(template, params)
}

/** The issue shape shared by zod and zod/mini (both build on zod/v4/core), kept structural on purpose. */
export interface ValidationIssueLike {
  readonly code?: string
  readonly path: readonly PropertyKey[]
  readonly message: string
  readonly minimum?: number | bigint
  readonly maximum?: number | bigint
  readonly params?: Readonly<Record<string, unknown>>
}

/** Key under which an issue that belongs to the whole form (empty path) is reported. */
export const FORM_ERROR_FIELD = '_form'

function paramsOf(issue: ValidationIssueLike): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  const bound = issue.code === 'too_small' ? issue.minimum : issue.code === 'too_big' ? issue.maximum : undefined
  if (bound !== undefined) params.n = Number(bound)
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value
  }
  return params
}

/**
 * `{ 'contact.phone': 'Enter a valid …' }` — one message per field, the first issue wins because zod
 * reports the most basic failure (missing, wrong type) first.
 */
export function fieldErrors(
  error: { readonly issues: readonly ValidationIssueLike[] },
  lang: ValidationLanguage,
): Record<string, string> {
  const result: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : FORM_ERROR_FIELD
    if (field in result) continue
    result[field] = formatValidationMessage(issue.message, lang, paramsOf(issue))
  }
  return result
}
