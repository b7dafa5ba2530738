import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer, adminCli } from '../../testing'

/* `npm run admin -- lodging`: the CLI over HTTP (testing/adminCli) against this server (the demo leader's booking and car at 1020). */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const cli = adminCli(() => server)

describe('npm run admin -- lodging', () => {
  it('is in --help and lists the bookings, or with --vehicles the parking passes, of an exhibition', async () => {
    expect((await cli(['--help'])).stdout).toContain('lodging       --exhibition <id> [--vehicles]')
    expect((await cli(['lodging'])).code).toBe(2)
    const bookings = await cli(['lodging', '--exhibition', '1020'])
    expect(bookings.code).toBe(0)
    expect(bookings.stdout).toContain('Exhibition 1020: 1 booking(s)')
    expect(bookings.stdout).toContain('Hongqiao Business Hotel')
    // Two twin rooms, three nights at ¥560.
    expect(bookings.stdout).toContain('¥3,360.00')
    expect(bookings.stdout).toMatch(/1: 王磊, 1: 赵明/)
    const vehicles = await cli(['lodging', '--exhibition', '1020', '--vehicles'])
    expect(vehicles.stdout).toContain('闽D8A123')
    expect(vehicles.stdout).toContain('PDEMO1020CAR1')
  }, 120_000)
})
