import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCli, createTestServer, type TestServer } from '../../testing'
import { buyMembership, leadCompany, scan, visitors } from './testing'

/* `npm run admin -- customers`: the CLI over HTTP (testing/adminCli) against this server. */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const cli = adminCli(() => server)

describe('npm run admin -- customers', () => {
  it('is in --help and lists each company with its membership and leads', async () => {
    const company = await leadCompany(server, 0)
    await buyMembership(server, company.admin.token, 'single')
    const [person] = await visitors(server, 1)
    await scan(server, company.admin.token, person.userQr)
    expect((await cli(['--help'])).stdout).toContain('customers     --exhibition <id>')
    expect((await cli(['customers'])).code).toBe(2)
    const listed = await cli(['customers', '--exhibition', '1020'])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(/with a customer-lead membership/)
    expect(listed.stdout).toMatch(new RegExp(`${company.deptId}.*single.*\\d{4}-\\d{2}-\\d{2}.*0.*1`))
    expect(listed.stdout).toMatch(/7e1d0000-0000-4000-8000-0000000000c1\s+海西商联\s+none/)
    const one = await cli(['customers', '--exhibition', '1020', '--dept', company.deptId, '--json'])
    expect(JSON.parse(one.stdout).companies).toHaveLength(1)
  }, 120_000)
})
