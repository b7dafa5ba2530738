import { createEvents, type EventAttributes } from 'ics'
import type { Language } from '../../language'
import { roomView, sessionTitle, type SessionRecord } from './programme'
import { plainText } from './richText'
import type { SpeakerRow } from './tables'

/*
 * Sessions as an iCalendar file (RFC 5545) for the phone's calendar, written by the `ics` library (escaping, line
 * folding at 75 octets, CRLF). Times are UTC instants (DTSTART:…Z), which every calendar shows in the phone's own
 * zone; the venue's zone is named in the description. The UID is stable per session, so adding the same session
 * twice updates the calendar entry instead of duplicating it.
 */

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8'

const labels = {
  en: { speakers: 'Speakers', localTime: 'Local time', calendar: 'My conference agenda' },
  cn: { speakers: '嘉宾', localTime: '当地时间', calendar: '我的会议日程' },
} satisfies Record<Language, Record<string, string>>

export function sessionEvent(record: SessionRecord, speakers: SpeakerRow[], language: Language, links: { page: string; host: string }): EventAttributes {
  const { session } = record
  const room = roomView(record.room, language)
  const words = labels[language]
  const names = speakers.map((speaker) => (language === 'en' ? speaker.nameEn : speaker.nameCn)).join(', ')
  const description = [
    plainText(language === 'en' ? session.descriptionEn : session.descriptionCn),
    names ? `${words.speakers}: ${names}` : '',
    `${words.localTime}: ${session.timeZone}`,
  ]
    .filter(Boolean)
    .join('\n\n')
  return {
    uid: `${session.id}@${links.host}`,
    start: session.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: session.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: sessionTitle(session, language),
    description,
    location: [room.name, room.hall].filter(Boolean).join(', '),
    url: links.page,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    productId: 'fairpass/conference',
  }
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and a space). The library counts characters, so a
 * Chinese title (3 octets a character) made lines of 200 octets; this refolds by octets, never inside a character.
 */
export function foldByOctets(calendar: string): string {
  const lines = calendar.replace(/\r\n[ \t]/g, '').split('\r\n')
  return lines
    .map((line) => {
      const parts: string[] = []
      let current = ''
      let octets = 0
      for (const char of line) {
        const size = Buffer.byteLength(char)
        // The first line holds 75 octets, a continuation 74 after its leading space.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(current)
          current = ''
          octets = 0
        }
        current += char
        octets += size
      }
      parts.push(current)
      return parts.join('\r\n ')
    })
    .join('\r\n')
}

export function calendarOf(events: EventAttributes[], language: Language): string {
  const { error, value } = createEvents(events, { productId: 'fairpass/conference', calName: labels[language].calendar })
  if (error || value === null) throw error ?? new Error('calendar not written')
  return foldByOctets(value)
}
