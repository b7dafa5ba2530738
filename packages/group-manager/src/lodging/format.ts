/** "Thu 24 Dec 2026" / "2026年12月24日周四": an ISO day of the fair's city in the visitor's locale (never shifted by their zone). */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-CN', { weekday: 'short', year: 'numeric', month: language === 'en' ? 'short' : 'long', day: 'numeric', timeZone: 'UTC' }).format(date)
}
