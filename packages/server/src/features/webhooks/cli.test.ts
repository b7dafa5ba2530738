import { describe, expect, it } from 'vitest'
import { adminCli } from '../../testing'
import { deliverDue, emitWebhook } from '.'
import { useWebhookTests } from './testing'

/*
 * `npm run admin -- webhooks | webhook-add | webhook-remove | webhook-disable | webhook-enable | webhook-rotate-secret |
 * webhook-deliveries | webhook-redeliver | webhook-prune` over HTTP.
 */

const harness = useWebhookTests({ tenantId: '000000', exhibitionId: '1020', keyName: 'webhook cli test' })
const { context, startReceiver } = harness
const cli = adminCli(() => harness.server)

describe('npm run admin -- webhook…', { timeout: 60_000 }, () => {
  it('adds an endpoint (secret once), lists it, shows deliveries with attempts, redelivers and removes', async () => {
    expect((await cli(['--help'])).stdout).toContain('webhook-deliveries  --exhibition <id>')
    const receiver = await startReceiver((n) => (n === 1 ? 500 : 200))

    const bad = await cli(['webhook-add', '--exhibition', '1020', '--url', 'ftp://x', '--event', 'order.nothing'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/--url: .*https:\/\//)
    expect(bad.stderr).toMatch(/--event: /)

    const added = await cli(['webhook-add', '--exhibition', '1020', '--url', receiver.url, '--event', 'ticket.scanned,order.paid', '--description', 'gate system'])
    expect(added.code, added.stderr).toBe(0)
    const secret = /signing secret .*: (whsec_\S+)/.exec(added.stdout)![1]
    const endpointId = /Endpoint (\S+) added/.exec(added.stdout)![1]
    const listed = await cli(['webhooks', '--exhibition', '1020'])
    expect(listed.stdout).toContain(receiver.url)
    expect(listed.stdout).toContain('order.paid,ticket.scanned')
    expect(listed.stdout).not.toContain(secret)

    await harness.server.database.db.transaction((tx) => emitWebhook(tx, { tenantId: '000000', exhibitionId: '1020', type: 'ticket.scanned', data: { ticketId: 't-1' }, at: new Date(harness.server.clock.now()) }))
    await deliverDue(context())
    const pending = await cli(['webhook-deliveries', '--exhibition', '1020', '--state', 'pending'])
    expect(pending.stdout).toMatch(/ticket\.scanned\s+pending\s+1 attempt\(s\), next try/)
    expect(pending.stdout).toMatch(/#1 .* 500 {2}HTTP 500/)
    const deliveryId = /^(\S+)\s+ticket\.scanned/m.exec(pending.stdout)![1]

    const again = await cli(['webhook-redeliver', '--exhibition', '1020', '--id', deliveryId])
    expect(again.code, again.stderr).toBe(0)
    await deliverDue(context())
    const delivered = await cli(['webhook-deliveries', '--exhibition', '1020'])
    expect(delivered.stdout).toMatch(/ticket\.scanned\s+delivered\s+2 attempt\(s\)/)
    expect(delivered.stdout).toMatch(/#2 .* 200 {2}ok/)

    expect((await cli(['webhook-remove', '--exhibition', '1020'])).code).toBe(2)
    expect((await cli(['webhook-remove', '--exhibition', '1020', '--id', endpointId])).stdout).toContain('removed')
    expect((await cli(['webhooks', '--exhibition', '1020'])).stdout).toContain('(none')
  })

  it('disables and enables an endpoint, rotates its secret with an overlap, and prunes; --help explains each', async () => {
    const help = (await cli(['--help'])).stdout
    for (const command of ['webhook-disable', 'webhook-enable', 'webhook-rotate-secret', 'webhook-prune']) expect(help).toContain(command)
    expect((await cli(['webhook-rotate-secret', '--help'])).stdout).toMatch(/--overlap-hours {2}0 to 168/)
    const receiver = await startReceiver()
    const added = await cli(['webhook-add', '--exhibition', '1020', '--url', receiver.url, '--event', 'all'])
    const endpointId = /Endpoint (\S+) added/.exec(added.stdout)![1]
    const oldSecret = /signing secret .*: (whsec_\S+)/.exec(added.stdout)![1]
    // One event delivered 31 days ago, for webhook-prune to find.
    const now = harness.server.clock.now()
    harness.server.clock.set(now - 31 * 24 * 3_600_000)
    await harness.server.database.db.transaction((tx) => emitWebhook(tx, { tenantId: '000000', exhibitionId: '1020', type: 'ticket.scanned', data: { ticketId: 't-old' }, at: new Date(harness.server.clock.now()) }))
    expect(await deliverDue(context())).toMatchObject({ delivered: 1 })
    harness.server.clock.set(now)

    expect((await cli(['webhook-disable', '--exhibition', '1020'])).code).toBe(2)
    const off = await cli(['webhook-disable', '--exhibition', '1020', '--id', endpointId])
    expect(off.code, off.stderr).toBe(0)
    expect(off.stdout).toContain('disabled')
    const row = (listing: string) => listing.split('\n').find((line) => line.includes(endpointId)) ?? ''
    expect(row((await cli(['webhooks', '--exhibition', '1020'])).stdout)).toMatch(/\sno\s/)
    expect(row((await cli(['webhooks', '--exhibition', '1020'])).stdout)).toContain(oldSecret.slice(0, 10))
    expect((await cli(['webhook-enable', '--exhibition', '1020', '--id', endpointId])).stdout).toContain('enabled')
    expect(row((await cli(['webhooks', '--exhibition', '1020'])).stdout)).toMatch(/\syes\s/)

    const bad = await cli(['webhook-rotate-secret', '--exhibition', '1020', '--id', endpointId, '--overlap-hours', 'soon'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/^--overlap-hours: /m)
    const rotated = await cli(['webhook-rotate-secret', '--exhibition', '1020', '--id', endpointId, '--overlap-hours', '48'])
    expect(rotated.code, rotated.stderr).toBe(0)
    const newSecret = /new signing secret .*: (whsec_\S+)/.exec(rotated.stdout)![1]
    expect(newSecret).not.toBe(oldSecret)
    expect(rotated.stdout).toContain(`until ${new Date(harness.server.clock.now() + 48 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')} UTC`)
    expect(row((await cli(['webhooks', '--exhibition', '1020'])).stdout)).toMatch(new RegExp(`\\s${new Date(harness.server.clock.now() + 48 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} UTC$`))

    const pruned = await cli(['webhook-prune', '--exhibition', '1020'])
    expect(pruned.code, pruned.stderr).toBe(0)
    expect(pruned.stdout).toContain('Exhibition 1020: 1 delivered event(s) older than 30 days deleted.')
  })
})
