/** A fair day (YYYY-MM-DD, no time zone of its own) as it is written, in the visitor's language; instants are core's formatFairDateTime. */
const locale = (language: string) => (language === 'en' ? 'en-GB' : 'zh-CN')

export const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(locale(language), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/** A translator's language (ISO 639-1) in the page's language; the code itself where the browser cannot name it. */
export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([locale(language)], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}
