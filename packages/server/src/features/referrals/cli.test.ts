import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFERRAL_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer, adminCli } from '../../testing'
import { auth, createBuyers } from '../orders/testing'
import { EXHIBITION } from '../groups/testing'

/* `npm run admin -- referrals`: the CLI over HTTP (testing/adminCli) against this server (an inviter and two invitees). */

const DATA = '/api/ef-registration-data-client/reg-user-data/user'
let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const cli = adminCli(() => server)

async function register(token: string, name: string, extra: Record<string, unknown> = {}) {
  const base = { exhibitionId: EXHIBITION, registerType: 'visitor', languageType: 'en' }
  await server.call({ method: 'POST', url: `${DATA}/registerType/addAndGetAll`, headers: auth(token), payload: { ...base, topRegisterType: 'visitor', ...extra } })
  await server.call({ method: 'POST', url: `${DATA}/saveOrUpdate`, headers: auth(token), payload: { ...base, isDraft: false, data: { name, company: 'Harbour Trade' } } })
}

describe('npm run admin -- referrals', () => {
  it('is in --help and lists the inviters with their counts and rank, unmasked', async () => {
    const [inviter, first, second] = await createBuyers(server, 3)
    await register(inviter.token, 'Ines Larsen')
    await server.call({ method: 'GET', url: REFERRAL_PATHS.invitation, headers: auth(inviter.token), query: { exhibitionId: EXHIBITION } })
    await server.call({ method: 'POST', url: REFERRAL_PATHS.send, headers: auth(inviter.token), payload: { exhibitionId: EXHIBITION, recipient: { channel: 'email', name: 'Nora Quist', address: 'nora.cli@example.com' } } })
    await register(first.token, 'Oskar Berg', { fissionParentBladeUserId: inviter.id })
    await register(second.token, 'Lena Holm', { sourceInviteUserId: inviter.id })

    expect((await cli(['--help'])).stdout).toContain('referrals     --exhibition <id>')
    expect((await cli(['referrals'])).code).toBe(2)
    const listed = await cli(['referrals', '--exhibition', EXHIBITION])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(/Exhibition 1020: \d+ inviter\(s\)/)
    // Ines ties with the demo inviter (seed/referrals.ts: two registered through her link).
    expect(listed.stdout).toMatch(/1\s+Ines Larsen\s+\S+@fairpass\.example\s+1\s+2\s/)
    expect(listed.stdout).toMatch(/1\s+林晓雯 Lin Xiaowen\s+inviter@fairpass\.example\s+1\s+2\s/)
  }, 60_000)
})
