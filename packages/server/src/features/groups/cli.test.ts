import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer, adminCli } from '../../testing'

/* `npm run admin -- groups`: the CLI over HTTP (testing/adminCli) against this server (the demo leader's group at 1020). */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const cli = adminCli(() => server)

describe('npm run admin -- groups', () => {
  it('is in --help, lists the groups of an exhibition and, with --members, each member and their state', async () => {
    expect((await cli(['--help'])).stdout).toContain('groups        --exhibition <id> [--members]')
    expect((await cli(['groups'])).code).toBe(2)
    const groups = await cli(['groups', '--exhibition', '1020'])
    expect(groups.code).toBe(0)
    expect(groups.stdout).toContain('Exhibition 1020: 1 group(s)')
    expect(groups.stdout).toContain('leader@fairpass.example')
    expect(groups.stdout).toContain('5 (12)')
    const members = await cli(['groups', '--exhibition', '1020', '--members'])
    expect(members.stdout).toContain('Emily Carter')
    expect(members.stdout).toMatch(/王磊.*approve/)
    expect(members.stdout).toMatch(/刘芳.*pending/)
    expect((await cli(['groups', '--exhibition', '2001'])).code).toBe(1)
  }, 120_000)
})
