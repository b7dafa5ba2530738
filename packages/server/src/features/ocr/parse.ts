/**
 * Business card text → profile fields. Pure: the recogniser's lines in, the fields the profile form knows out
 * (name, company, position, phone, email, address, website). Bilingual cards carry the same value in both
 * scripts; `language` picks the one the visitor's form is in, the other script is the fallback.
 */
export type CardField = 'name' | 'company' | 'position' | 'phone' | 'email' | 'address' | 'website'
export type CardFields = Partial<Record<CardField, string>>

export interface ParseOptions {
  language?: 'cn' | 'en'
}

const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff'
const CJK_CHAR = new RegExp(`[${CJK}]`)
const CJK_PUNCT = '：，。、（）·'
// OCR engines put a space between every two Chinese characters; Chinese text has none.
const SPACE_IN_CJK = new RegExp(`(?<=[${CJK}${CJK_PUNCT}]) +(?=[${CJK}${CJK_PUNCT}])`, 'g')
const SPACE_BEFORE_COLON = new RegExp(`(?<=[${CJK}]) +(?=:)`, 'g')
const SPACE_CJK_DIGIT = new RegExp(`(?<=[${CJK}]) +(?=\\d)|(?<=\\d) +(?=[${CJK}])`, 'g')

/** Full-width forms (：＠．１) → ASCII, runs of spaces → one, spaces inside Chinese text removed. */
export function normalizeLine(line: string): string {
  return line
    .replace(/[\uff01-\uff5e]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(SPACE_IN_CJK, '')
    .replace(SPACE_BEFORE_COLON, '')
    .replace(SPACE_CJK_DIGIT, '')
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/
const WEBSITE = /\b(?:https?:\/\/)?(?:www\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|cn|net|org|de|co|io|info|biz|com\.cn|hk|uk|eu)\b)(?:\/[^\s]*)?/i

// Labels as printed on cards; the colon is optional ("Tel 021…", "手机 138…").
const LABEL = {
  name: /^(?:姓名|name)\s*:?\s*/i,
  company: /^(?:公司|单位|company)\s*:?\s*/i,
  position: /^(?:职位|职务|title|position)\s*:?\s*/i,
  mobile: /^(?:(?:手机|移动电话|mobile|mob|cell|handy)\.?\s*:?|(?:m|mp)\s*[.:])\s*/i,
  tel: /^(?:(?:电话|座机|telephone|tel|phone)\.?\s*:?|t\s*[.:])\s*/i,
  fax: /^(?:(?:传真|fax)\.?\s*:?|f\s*[.:])\s*/i,
  email: /^(?:邮箱|电子邮箱|电邮|e-?mail|mail)\s*:?\s*/i,
  address: /^(?:(?:地址|公司地址|address|addr)\.?\s*:?|add\s*[.:])\s*/i,
  website: /^(?:网址|网站|主页|web|website|url|homepage)\s*:?\s*/i,
}

const COMPANY_CN = /(?:有限公司|有限责任公司|股份公司|集团|公司|研究院|研究所|事务所|工作室|银行|大学|学院|协会|中心|厂)$|(?:有限公司|集团|公司)/
const COMPANY_EN =
  /\b(?:Ltd|Limited|Inc|Incorporated|Corp|Corporation|GmbH|AG|LLC|LLP|PLC|S\.?A|S\.?p\.?A|B\.?V|Pty|K\.?K|Co|Company|Group|Holdings|Technologies|Industries)\b\.?/i
const POSITION_CN =
  /(?:董事长|总裁|总经理|副总|经理|总监|主管|主任|董事|工程师|专员|代表|顾问|设计师|助理|秘书|会计|律师|教授|院长|所长|店长|厂长|负责人|合伙人|创始人|CEO|CTO|CFO|COO)/
const POSITION_EN =
  /\b(?:Manager|Director|Engineer|President|Chairman|Chairwoman|CEO|CTO|CFO|COO|CMO|Officer|Head|VP|Vice|Consultant|Specialist|Representative|Founder|Partner|Designer|Assistant|Executive|Lead|Architect|Coordinator|Supervisor|Analyst|Advisor|Agent|Secretary|Professor|Owner|Buyer|Sales)\b/i
const ADDRESS_CN = /(?:省|市|区|县|镇|路|街|道|号|楼|室|大厦|广场|园区)/
const ADDRESS_EN =
  /\b(?:Street|St|Road|Rd|Avenue|Ave|Boulevard|Blvd|Lane|Ln|Drive|Dr|Floor|Fl|Suite|Building|Bldg|Room|Rm|Strasse|Straße|Str|Platz|Way|Park|District|Province|P\.?O\.? Box)\b\.?/i

const CN_MOBILE = /(?:\+?86[\s-]?)?(1[3-9]\d)[\s-]?(\d{4})[\s-]?(\d{4})(?!\d)/
const PHONE = /\+?\(?\d[\d\s().-]{6,}\d/

function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text)
}

/** The Chinese and the Latin parts of a bilingual line such as "销售总监 Sales Director". */
function scripts(line: string): { cjk: string; latin: string } {
  const cjk = (line.match(new RegExp(`[${CJK}${CJK_PUNCT}()]+`, 'g')) ?? []).join('')
  const latin = line
    .replace(new RegExp(`[${CJK}${CJK_PUNCT}]+`, 'g'), ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return { cjk, latin }
}

function pick(line: string, language: 'cn' | 'en', isMatch: (part: string) => boolean): string {
  const { cjk, latin } = scripts(line)
  const parts = language === 'cn' ? [cjk, latin] : [latin, cjk]
  for (const part of parts) if (part && isMatch(part)) return part
  return line
}

function cleanPhone(raw: string): string {
  const mobile = raw.match(CN_MOBILE)
  if (mobile) return `${mobile[1]}${mobile[2]}${mobile[3]}`
  const trimmed = raw.trim().replace(/[^\d+]/g, '')
  return trimmed
}

function looksLikeCnName(text: string): boolean {
  return new RegExp(`^[${CJK}]{2,4}$`).test(text)
}

function looksLikeLatinName(text: string): boolean {
  const words = text.split(' ')
  return words.length >= 2 && words.length <= 4 && words.every((word) => /^[A-Z][a-zA-Z'’-]*\.?$/.test(word))
}

interface Candidates {
  name: string[]
  company: string[]
  position: string[]
  mobile: string[]
  tel: string[]
  email: string[]
  address: string[]
  website: string[]
}

export function parseCard(rawLines: readonly string[], options: ParseOptions = {}): CardFields {
  const language = options.language ?? 'cn'
  const lines = rawLines.map(normalizeLine).filter((line) => line.length > 0)
  const found: Candidates = { name: [], company: [], position: [], mobile: [], tel: [], email: [], address: [], website: [] }
  const rest: string[] = []

  for (const line of lines) {
    const labelled = (pattern: RegExp) => (pattern.test(line) ? line.replace(pattern, '').trim() : null)
    let value: string | null

    const email = line.match(EMAIL)
    if (email) {
      found.email.push(email[0].toLowerCase())
      continue
    }
    if ((value = labelled(LABEL.website)) !== null || (WEBSITE.test(line) && !/\s/.test(line.replace(LABEL.website, '')))) {
      const site = (value ?? line).match(WEBSITE)
      if (site) found.website.push(site[0].toLowerCase())
      continue
    }
    if ((value = labelled(LABEL.fax)) !== null && PHONE.test(value)) continue
    if ((value = labelled(LABEL.mobile)) !== null && PHONE.test(value)) {
      found.mobile.push(cleanPhone(value))
      continue
    }
    if ((value = labelled(LABEL.tel)) !== null && PHONE.test(value)) {
      const mobile = value.match(CN_MOBILE)
      ;(mobile ? found.mobile : found.tel).push(cleanPhone(value))
      continue
    }
    if ((value = labelled(LABEL.address)) !== null && value) {
      found.address.push(value)
      continue
    }
    if ((value = labelled(LABEL.name)) !== null && value) {
      found.name.unshift(pick(value, language, (part) => looksLikeCnName(part) || looksLikeLatinName(part)))
      continue
    }
    if ((value = labelled(LABEL.company)) !== null && value) {
      found.company.unshift(value)
      continue
    }
    if ((value = labelled(LABEL.position)) !== null && value) {
      found.position.unshift(value)
      continue
    }
    // An unlabelled number line: a mobile if it has the shape of one.
    if (/^[\d\s+()./-]+$/.test(line) && PHONE.test(line)) {
      ;(CN_MOBILE.test(line) ? found.mobile : found.tel).push(cleanPhone(line))
      continue
    }
    if (hasCjk(line) ? COMPANY_CN.test(line) : COMPANY_EN.test(line)) {
      found.company.push(line)
      continue
    }
    if ((hasCjk(line) && ADDRESS_CN.test(line) && /\d/.test(line)) || (!hasCjk(line) && /\d/.test(line) && ADDRESS_EN.test(line))) {
      found.address.push(line)
      continue
    }
    rest.push(line)
  }

  for (const line of rest) {
    const { cjk, latin } = scripts(line)
    if (POSITION_CN.test(cjk) || POSITION_EN.test(latin)) {
      found.position.push(line)
      continue
    }
    if (looksLikeCnName(cjk) || looksLikeLatinName(latin) || looksLikeCnName(line)) {
      found.name.push(line)
    }
  }

  const fields: CardFields = {}
  const preferScript = (values: string[]): string | undefined => {
    const wanted = values.find((value) => (language === 'cn' ? hasCjk(value) : !hasCjk(value)))
    return wanted ?? values[0]
  }
  const name = found.name[0]
  if (name) fields.name = pick(name, language, (part) => looksLikeCnName(part) || looksLikeLatinName(part))
  const company = preferScript(found.company)
  if (company) fields.company = pick(company, language, (part) => (hasCjk(part) ? COMPANY_CN.test(part) : COMPANY_EN.test(part)))
  const position = found.position[0]
  if (position) fields.position = pick(position, language, (part) => (hasCjk(part) ? POSITION_CN.test(part) : POSITION_EN.test(part)))
  const phone = found.mobile[0] ?? found.tel[0]
  if (phone) fields.phone = phone
  if (found.email[0]) fields.email = found.email[0]
  const address = preferScript(found.address)
  if (address) fields.address = address
  if (found.website[0]) fields.website = found.website[0]
  return fields
}
