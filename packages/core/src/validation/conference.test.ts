import { describe, expect, it } from 'vitest'
import { fieldErrors } from './messages'
import { programmeImportSchema, programmeQuerySchema, registerSessionsSchema, signInSchema } from './conference'

const programme = {
  rooms: [{ key: 'R1', nameCn: '一号厅', nameEn: 'Room 1' }],
  speakers: [{ key: 'SP1', nameCn: '张三', nameEn: 'Zhang San' }],
  sessions: [
    { key: 'S1', room: 'R1', date: '2026-12-01', start: '09:00', end: '10:00', titleCn: '开幕', titleEn: 'Opening', topicKey: 'ai', topicCn: '人工智能', topicEn: 'AI', capacity: 50, speakers: ['SP1'] },
  ],
}

describe('conference schemas', () => {
  it('accepts a programme and fills the defaults (walk-in, free)', () => {
    const parsed = programmeImportSchema.parse(programme)
    expect(parsed.sessions[0]).toMatchObject({ walkIn: 'allowed', priceFen: 0 })
    expect(parsed.news).toEqual([])
  })

  it('leaves a session that names no time zone to the exhibition’s clock (the server’s), and keeps the zone of one held elsewhere', () => {
    const abroad = { ...programme.sessions[0], key: 'S2', timeZone: 'Europe/Berlin' }
    const parsed = programmeImportSchema.parse({ ...programme, sessions: [...programme.sessions, abroad] })
    expect(parsed.sessions.map((session) => session.timeZone)).toEqual([undefined, 'Europe/Berlin'])
  })

  it('names each bad row by its list, index and field, in both languages', () => {
    const bad = {
      ...programme,
      sessions: [
        { ...programme.sessions[0], end: '08:00', room: 'R9', timeZone: 'Mars/Olympus' },
        { ...programme.sessions[0], capacity: 0, speakers: ['SP2'] },
      ],
    }
    const result = programmeImportSchema.safeParse(bad)
    expect(result.success).toBe(false)
    const en = fieldErrors(result.error!, 'en')
    expect(en['sessions.0.timeZone']).toBe('Enter a time zone such as Asia/Shanghai')
    expect(en['sessions.1.capacity']).toBe('The capacity must be a whole number from 1 to 100000')
    const cn = fieldErrors(result.error!, 'cn')
    expect(cn['sessions.1.capacity']).toBe('容量须为 1 至 100000 的整数')
  })

  it('reports cross-references and duplicate keys once the rows themselves are valid', () => {
    const result = programmeImportSchema.safeParse({
      ...programme,
      sessions: [programme.sessions[0], { ...programme.sessions[0], room: 'R9', speakers: ['SP2'], end: '08:00', conference: 'C1' }],
    })
    expect(result.success).toBe(false)
    const en = fieldErrors(result.error!, 'en')
    expect(en['sessions.1.end']).toBe('The end must be after the start')
    const again = programmeImportSchema.safeParse({ ...programme, sessions: [programme.sessions[0], { ...programme.sessions[0], room: 'R9', speakers: ['SP2'], conference: 'C1' }] })
    const refs = fieldErrors(again.error!, 'en')
    expect(refs).toMatchObject({
      'sessions.1.key': 'The key S1 is used twice',
      'sessions.1.room': 'There is no room with the key R9',
      'sessions.1.conference': 'There is no conference with the key C1',
      'sessions.1.speakers': 'There is no speaker with the key SP2',
    })
  })

  it('refuses javascript: and data: addresses for images and links', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>', ' //evil.example/x"onerror']) {
      const result = programmeImportSchema.safeParse({ ...programme, partners: [{ key: 'P1', nameCn: '伙伴', nameEn: 'Partner', url }] })
      expect(result.success, url).toBe(false)
    }
  })

  it('pages the programme with bounded numbers from a query string', () => {
    expect(programmeQuerySchema.parse({ exhibitionId: '1020', page: '2', size: '50' })).toMatchObject({ page: 2, size: 50 })
    expect(programmeQuerySchema.safeParse({ exhibitionId: '1020', size: '500' }).success).toBe(false)
    expect(programmeQuerySchema.safeParse({ exhibitionId: '1020', day: '2026-13-01' }).success).toBe(false)
  })

  it('bounds a registration to a few sessions and a sign-in code to its shape', () => {
    const ids = Array.from({ length: 11 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`)
    expect(fieldErrors(registerSessionsSchema.safeParse({ exhibitionId: '1020', sessionIds: ids }).error!, 'en').sessionIds).toBe('Choose at most 10 sessions at a time')
    expect(fieldErrors(registerSessionsSchema.safeParse({ exhibitionId: '1020', sessionIds: [] }).error!, 'cn').sessionIds).toBe('请至少选择一个会议')
    expect(signInSchema.safeParse({ signCodeId: 'short' }).success).toBe(false)
    expect(signInSchema.safeParse({ signCodeId: 'A'.repeat(24), source: 'qr' }).success).toBe(true)
  })
})
