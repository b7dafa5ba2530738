import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXHIBITOR_SERVICE_PATHS as P } from '@fairpass/core/contract'
import { createTestServer, type TestServer } from '../../testing'
import { auth, TENANT } from '../orders/testing'
import { call, organiser, readyAdmin } from './testing'

/*
 * Visa invitation letters (issue 17) through the real routes: passport data checked, the organiser's decision, the
 * English PDF letter for the company admin only, the passport number masked everywhere else.
 */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

export const visaApplicant = {
  surname: 'Mueller',
  givenNames: 'Anna Lena',
  sex: 'F',
  dateOfBirth: '1988-04-12',
  nationality: 'de',
  passportNo: 'C01X00T47',
  passportExpiry: '2031-01-01',
  position: 'Sales Manager',
  arrival: '2026-10-08',
  departure: '2026-10-15',
}

describe('visa invitation letters', () => {
  it('takes valid passport data, is decided by the organiser, and gives the admin an English PDF letter', async () => {
    const { token } = await readyAdmin(server)
    const bad = await call(server, token, 'POST', P.visaSubmit, { applicant: { ...visaApplicant, passportNo: 'AB-1', departure: '2026-10-01' } })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fieldErrors).toMatchObject({ 'applicant.passportNo': 'Enter the passport number: 5 to 9 letters and digits', 'applicant.departure': 'The departure must not be before the arrival' })

    const submitted = await call(server, token, 'POST', P.visaSubmit, { applicant: visaApplicant })
    expect(submitted.status).toBe(200)
    const request = submitted.body.data
    expect(request).toMatchObject({ state: 'pending', letterPath: null, applicant: { nationality: 'DE', passportNoMasked: 'C0*****47' } })
    expect(JSON.stringify(request)).not.toContain('C01X00T47')
    const early = await call(server, token, 'GET', P.visaLetter, { id: request.id })
    expect(early.status).toBe(409)

    const pending = await organiser(server, 'GET', P.adminVisaList, undefined, { state: 'pending' })
    expect(pending.body.data.map((row: { id: string }) => row.id)).toContain(request.id)
    const rejected = await organiser(server, 'POST', P.adminVisaDecide, { id: request.id, decision: 'reject', reason: 'Passport scan unreadable' })
    expect(rejected.body.data).toMatchObject({ state: 'rejected', reason: 'Passport scan unreadable' })
    expect((await organiser(server, 'POST', P.adminVisaDecide, { id: request.id, decision: 'approve' })).status).toBe(409)
    const resent = await call(server, token, 'POST', P.visaSubmit, { id: request.id, applicant: { ...visaApplicant, passportNo: 'C01X00T48' } })
    expect(resent.body.data).toMatchObject({ id: request.id, state: 'pending', reason: null })
    const approved = await organiser(server, 'POST', P.adminVisaDecide, { id: request.id, decision: 'approve' })
    expect(approved.body.data).toMatchObject({ state: 'approved', letterNo: expect.stringMatching(/^V1020-\d{4}-[0-9A-F]{8}$/) })
    expect((await call(server, token, 'POST', P.visaSubmit, { id: request.id, applicant: visaApplicant })).status).toBe(409)
    expect((await call(server, token, 'POST', P.visaRemove, { id: request.id })).status).toBe(409)

    const listed = (await call(server, token, 'GET', P.visaList)).body.data
    const letterPath = listed.find((row: { id: string }) => row.id === request.id).letterPath
    const letter = await server.app.inject({ method: 'GET', url: letterPath, headers: auth(token, TENANT) })
    expect(letter.statusCode).toBe(200)
    expect(letter.headers['content-type']).toBe('application/pdf')
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(String(letter.headers['content-disposition'])).toContain(approved.body.data.letterNo)
    // The font is embedded as a subset: one page stays small.
    expect(letter.rawPayload.length).toBeLessThan(200_000)
    // Not without the admin's token (a staff member's 403 is walked in security.test.ts).
    const anonymous = await server.app.inject({ method: 'GET', url: letterPath })
    expect(anonymous.statusCode).toBe(401)
  }, 60_000)

  it('numbers and dates the letter by the venue’s year and day: approved at 00:30 on New Year’s Day in Shanghai, still 2025 in UTC', async () => {
    const now = server.clock.now()
    server.clock.set(Date.parse('2025-12-31T16:30:00Z'))
    try {
      const { token } = await readyAdmin(server)
      const request = (await call(server, token, 'POST', P.visaSubmit, { applicant: visaApplicant })).body.data
      const approved = await organiser(server, 'POST', P.adminVisaDecide, { id: request.id, decision: 'approve' })
      expect(approved.body.data.letterNo).toMatch(/^V1020-2026-[0-9A-F]{8}$/)
    } finally {
      server.clock.set(now)
    }
  })

  it('lets the admin withdraw a pending request; another company sees none of it', async () => {
    const a = await readyAdmin(server)
    const b = await readyAdmin(server)
    const mine = (await call(server, a.token, 'POST', P.visaSubmit, { applicant: visaApplicant })).body.data
    expect((await call(server, b.token, 'GET', P.visaList)).body.data).toEqual([])
    expect((await call(server, b.token, 'POST', P.visaRemove, { id: mine.id })).status).toBe(404)
    expect((await call(server, b.token, 'GET', P.visaLetter, { id: mine.id })).status).toBe(404)
    const removed = await call(server, a.token, 'POST', P.visaRemove, { id: mine.id })
    expect(removed).toMatchObject({ status: 200, body: { data: [] } })
  })
})
