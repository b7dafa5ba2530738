import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS, type WalletTicket } from '@fairpass/core/contract'
import { runAdmin, type Io } from '../../../../../scripts/admin'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'
import { EXHIBITION, issueTo, seedTicketType } from './testing'

/* `npm run admin -- verify-ticket`: the gate's check from a terminal, against this server (requests injected). */

let server: TestServer
let token: string
let typeId: string

beforeAll(async () => {
  server = await createTestServer()
  server.clock.set(Date.UTC(2025, 8, 2, 2, 0, 0))
  token = await signInByEmail(server, 'gate@example.com')
  typeId = await seedTicketType(server, { entries: 1, nameEn: 'Gate ticket' })
}, 60_000)
afterAll(() => server.close())

async function admin(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = []
  const err: string[] = []
  const io: Io = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env: { FAIRPASS_API: 'http://fairpass.test' },
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input))
      const response = await server.app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: `${url.pathname}${url.search}`,
        headers: init?.headers as Record<string, string>,
        payload: init?.body as string | undefined,
      })
      return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } })
    }) as typeof fetch,
  }
  const code = await runAdmin(args, io)
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('npm run admin -- verify-ticket', () => {
  it('checks a code, lets its holder in once with --enter, and exits 1 for a refused code', async () => {
    const [id] = (await issueTo(server, 'gate@example.com', typeId)).ticketIds
    const ticket = (await server.call({ method: 'GET', url: TICKET_PATHS.walletTicket, headers: bearer(token), query: { exhibitionId: EXHIBITION, id } })).body.data as WalletTicket
    const checked = await admin(['verify-ticket', '--qr', ticket.qr!])
    expect(checked).toMatchObject({ code: 0 })
    expect(checked.out).toContain('VALID')
    expect(checked.out).toContain(`ticket ${id} (Gate ticket)`)
    const entered = await admin(['verify-ticket', '--qr', ticket.qr!, '--enter'])
    expect(entered.out).toContain('VALID: entry recorded')
    const again = await admin(['verify-ticket', '--qr', ticket.qr!, '--enter'])
    expect(again).toMatchObject({ code: 1 })
    expect(again.out).toContain('REFUSED: every entry of this ticket has been used')
    const forged = await admin(['verify-ticket', '--qr', 'FP1.abc.def'])
    expect(forged.out).toContain('REFUSED: not a FairPass ticket code')
    const missing = await admin(['verify-ticket'])
    expect(missing.code).toBe(2)
    expect(missing.err).toContain('--qr')
  })
})
