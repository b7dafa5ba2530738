/*
 * An amount in Chinese capital numerals (大写金额), as an invoice prints it beside the figures. The rules are those
 * of the People's Bank of China's payment settlement rules: 整 after 元 or 角 and never after 分; one 零 for a run of
 * zeros inside the number; 零 after 元 when 角 is zero but 分 is not; 壹拾 (not 拾) at the start.
 */

const DIGITS = '零壹贰叁肆伍陆柒捌玖'
const UNITS = ['', '拾', '佰', '仟'] as const
const SECTIONS = ['', '万', '亿', '万亿'] as const

function integerText(yuan: number): string {
  const digits = String(yuan)
  let text = ''
  let zeros = 0
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index])
    const position = digits.length - 1 - index
    if (digit === 0) {
      zeros += 1
    } else {
      if (zeros > 0 && text !== '') text += '零'
      zeros = 0
      text += DIGITS[digit] + UNITS[position % 4]
    }
    // At the end of a section of four digits, its name (万, 亿) unless all four were zero.
    if (position % 4 === 0 && position > 0 && /[1-9]/.test(digits.slice(Math.max(0, index - 3), index + 1))) text += SECTIONS[position / 4]
  }
  return text
}

/** An integer number of fen in capital numerals: 12000 → 壹佰贰拾元整, 5 → 伍分, -100 → 负壹元整. */
export function capitalRmb(amountFen: number): string {
  if (!Number.isSafeInteger(amountFen)) throw new RangeError(`not a whole number of fen: ${amountFen}`)
  if (amountFen < 0) return `负${capitalRmb(-amountFen)}`
  const yuan = Math.floor(amountFen / 100)
  const jiao = Math.floor(amountFen / 10) % 10
  const fen = amountFen % 10
  if (amountFen === 0) return '零元整'
  let text = yuan > 0 ? `${integerText(yuan)}元` : ''
  if (jiao === 0 && fen === 0) return `${text}整`
  if (jiao === 0) return `${text}${yuan > 0 ? '零' : ''}${DIGITS[fen]}分`
  text += `${DIGITS[jiao]}角`
  return fen === 0 ? `${text}整` : `${text}${DIGITS[fen]}分`
}
