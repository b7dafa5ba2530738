/** A date and time in the page language's locale (the leader's), e.g. "26 Nov 2026, 14:05" or "2026年11月26日 14:05". */
export function formatWhen(iso: string, language: 'cn' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}
