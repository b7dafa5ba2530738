import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer, adminCli } from '../../testing'

/* `npm run admin -- channels`: the CLI over HTTP (testing/adminCli) against this server (the demo leader's channels at 1020). */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const cli = adminCli(() => server)

describe('npm run admin -- channels', () => {
  it('is in --help and lists the channels of an exhibition with their leader and count', async () => {
    expect((await cli(['--help'])).stdout).toContain('channels      --exhibition <id>')
    expect((await cli(['channels'])).code).toBe(2)
    const listed = await cli(['channels', '--exhibition', '1020'])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain('Exhibition 1020: 2 channel(s)')
    expect(listed.stdout).toMatch(/WX01\s+微信群 WeChat group\s+leader@fairpass\.example\s+1/)
    expect(listed.stdout).toContain('BTH1')
  }, 120_000)
})
