import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer, adminCli } from '../../testing'
import { createBuyers } from '../orders/testing'
import { person, relationCall, uniqueMobile } from './testing'

/* `npm run admin -- relations`: the CLI over HTTP (testing/adminCli) against this server. */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const cli = adminCli(() => server)

describe('npm run admin -- relations', () => {
  it('is in --help and lists who registered whom at an exhibition', async () => {
    const [me] = await createBuyers(server, 1)
    const mobile = uniqueMobile()
    const saved = await relationCall(server, me.token, 'save', { kind: 'help', people: [person('Ada Lovelace', { mobile })] })
    await relationCall(server, me.token, 'submit', { idList: [saved.body.data[0].id] })
    expect((await cli(['--help'])).stdout).toContain('relations     --exhibition <id>')
    expect((await cli(['relations'])).code).toBe(2)
    const listed = await cli(['relations', '--exhibition', '1020'])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain('person(s) registered by others')
    expect(listed.stdout).toMatch(new RegExp(`help.*${me.account}.*Ada Lovelace.*${mobile}.*submitted.*pending`))
  }, 120_000)
})
