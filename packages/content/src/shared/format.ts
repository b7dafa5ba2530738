import type { LanguageType } from '@fairpass/core/link'

/** "25 Nov 2026" / "2026年11月25日": when a news item was published, in the visitor's locale. */
export function formatDate(iso: string, language: LanguageType): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-CN', { year: 'numeric', month: language === 'en' ? 'short' : 'long', day: 'numeric' }).format(date)
}
