import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer, adminCli } from '../../testing'

/* `npm run admin -- subordinates`: the CLI over HTTP (testing/adminCli) against this server (the demo leader's assistant at 1020). */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const cli = adminCli(() => server)

describe('npm run admin -- subordinates', () => {
  it('is in --help and lists the sub-accounts of an exhibition with their leader and state', async () => {
    expect((await cli(['--help'])).stdout).toContain('subordinates  --exhibition <id>')
    expect((await cli(['subordinates'])).code).toBe(2)
    const listed = await cli(['subordinates', '--exhibition', '1020'])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain('Exhibition 1020: 1 sub-account(s)')
    expect(listed.stdout).toMatch(/chen\.assistant.*leader@fairpass\.example.*active.*approve/)
    const json = JSON.parse((await cli(['subordinates', '--exhibition', '1020', '--json'])).stdout) as Array<Record<string, unknown>>
    expect(json[0]).toMatchObject({ account: 'chen.assistant', leaderAccount: 'leader@fairpass.example', status: 'active', registration: 'approve' })
    expect(JSON.stringify(json)).not.toContain('password')
  }, 120_000)
})
