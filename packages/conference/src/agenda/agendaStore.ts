import type { AgendaEntry } from '@fairpass/core/contract'

/** The agenda by the venue's day, in time order (the server sends time order; a day groups what follows it). */
export function agendaByDay(entries: readonly AgendaEntry[]): Array<{ day: string; entries: AgendaEntry[] }> {
  const sorted = [...entries].sort((a, b) => Date.parse(a.session.startsAt) - Date.parse(b.session.startsAt))
  const groups: Array<{ day: string; entries: AgendaEntry[] }> = []
  for (const entry of sorted) {
    const last = groups.at(-1)
    if (last && last.day === entry.session.day) last.entries.push(entry)
    else groups.push({ day: entry.session.day, entries: [entry] })
  }
  return groups
}

/**
 * Hands a calendar file to the phone: a download the calendar app opens. An object URL, because the file was
 * fetched with the visitor's token (a link to the call could not carry it).
 */
export function saveCalendar(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  // Outside any shadow root, so the click is the document's own.
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
