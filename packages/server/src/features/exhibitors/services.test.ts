import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXHIBITOR_SERVICE_PATHS as P, INVOICE_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer } from '../../testing'
import { auth, orderDetail, payInSandbox, TENANT, EXHIBITION } from '../orders/testing'
import { tickets } from '../orders'
import { call, organiser, readyAdmin } from './testing'

/*
 * Services, ads and translators (issue 17) through the real routes and the one order engine: the organiser offers
 * them, a company admin reserves (an unpaid order), pays in the sandbox (no ticket lands in the wallet) and may ask
 * for an invoice as for any paid order; unpaid reservations are deleted with their stock given back; the last ad
 * positions are never sold twice, however many companies press at once (server-pglite, and server-postgres with
 * DATABASE_URL).
 */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

let counter = 0
async function offer(fields: Record<string, unknown>) {
  counter += 1
  const answer = await organiser(server, 'POST', P.adminServiceCategory, { code: `test-${Date.now().toString(36)}-${counter}`, nameCn: '测试服务', nameEn: 'Test service', priceFen: 10_000, ...fields })
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body))
  return answer.body.data as { id: string; code: string; remaining: number | null; days: { date: string; remaining: number }[] }
}

describe('service reservations paid through the orders engine', () => {
  it('reserves, pays in the sandbox with no ticket issued, and invoices the paid order', async () => {
    const { token, userId } = await readyAdmin(server)
    const cleaning = await offer({ kind: 'service', nameCn: '展位保洁', nameEn: 'Booth cleaning', priceFen: 30_000 })
    const banner = await offer({ kind: 'ad', nameCn: '横幅广告位', nameEn: 'Banner ad position', priceFen: 500_000, stock: 2 })
    expect(banner.remaining).toBe(2)

    const listed = await call(server, token, 'GET', P.serviceCategories)
    expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual(expect.arrayContaining([cleaning.id, banner.id]))
    const reserved = await call(server, token, 'POST', P.serviceReserve, { items: [{ categoryId: cleaning.id, quantity: 2 }, { categoryId: banner.id, quantity: 1 }], note: '开展前一天' })
    expect(reserved.status).toBe(200)
    const reservation = reserved.body.data
    expect(reservation).toMatchObject({ state: 'unpaid', totalFen: 560_000, note: '开展前一天', currency: 'RMB' })
    expect(reservation.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ categoryId: cleaning.id, quantity: 2, amountFen: 60_000, name: 'Booth cleaning' }),
        expect.objectContaining({ categoryId: banner.id, quantity: 1, amountFen: 500_000, kind: 'ad' }),
      ]),
    )
    expect((await call(server, token, 'GET', P.serviceCategories, { kind: 'ad' })).body.data.find((row: { id: string }) => row.id === banner.id).remaining).toBe(1)

    // The order calls see it as the admin's order: paid in the sandbox like any other.
    const orderId = reservation.orderId
    const order = await orderDetail(server, token, orderId)
    expect(order.body.data).toMatchObject({ orderNo: reservation.orderNo, kind: 'exhibitorService', state: 'pendingPayment', payableFen: 560_000 })
    const paid = await payInSandbox(server, token, orderId)
    expect(paid.started.status).toBe(200)
    const detail = await call(server, token, 'GET', P.serviceReservation, { id: reservation.id })
    expect(detail.body.data).toMatchObject({ state: 'paid', paidAt: expect.any(String) })
    expect(await server.database.db.select().from(tickets).where(eq(tickets.ownerUserId, userId))).toEqual([])

    const eligibility = await server.call({ method: 'GET', url: INVOICE_PATHS.eligibility, headers: auth(token, TENANT), query: { exhibitionId: EXHIBITION, orderId } })
    expect(eligibility.status).toBe(200)
    expect(eligibility.body.data).toMatchObject({ orderNo: reservation.orderNo, amountFen: 560_000, refusal: null })

    const deletePaid = await call(server, token, 'POST', P.serviceBatchDelete, { ids: [reservation.id] })
    expect(deletePaid).toMatchObject({ status: 409, body: { msg: 'Only unpaid reservations can be deleted' } })
  })

  it('deletes unpaid reservations all or none, giving the stock back', async () => {
    const { token } = await readyAdmin(server)
    const other = await readyAdmin(server)
    const ad = await offer({ kind: 'ad', stock: 3 })
    const first = (await call(server, token, 'POST', P.serviceReserve, { items: [{ categoryId: ad.id, quantity: 2 }] })).body.data
    const foreign = (await call(server, other.token, 'POST', P.serviceReserve, { items: [{ categoryId: ad.id, quantity: 1 }] })).body.data
    expect((await call(server, token, 'POST', P.serviceReserve, { items: [{ categoryId: ad.id, quantity: 1 }] })).status).toBe(409)

    const mixed = await call(server, token, 'POST', P.serviceBatchDelete, { ids: [first.id, foreign.id] })
    expect(mixed.status).toBe(404)
    expect((await call(server, other.token, 'GET', P.serviceReservation, { id: foreign.id })).body.data.state).toBe('unpaid')
    expect((await call(server, token, 'GET', P.serviceReservation, { id: first.id })).body.data.state).toBe('unpaid')

    const deleted = await call(server, token, 'POST', P.serviceBatchDelete, { ids: [first.id] })
    expect(deleted.status).toBe(200)
    expect(deleted.body.data).toEqual([expect.objectContaining({ id: first.id, state: 'cancelled', cancelledAt: expect.any(String) })])
    expect((await call(server, token, 'GET', P.serviceCategories, { kind: 'ad' })).body.data.find((row: { id: string }) => row.id === ad.id).remaining).toBe(2)
  })

  it('books translators by language and day, each day with its own translators', async () => {
    const { token } = await readyAdmin(server)
    const translator = await offer({ kind: 'translator', nameCn: '英语翻译', nameEn: 'English interpreter', language: 'en', days: ['2026-10-10', '2026-10-11'], perDay: 1, priceFen: 80_000 })
    expect(translator.days).toEqual([
      { date: '2026-10-10', remaining: 1 },
      { date: '2026-10-11', remaining: 1 },
    ])
    const noDay = await call(server, token, 'POST', P.serviceReserve, { items: [{ categoryId: translator.id, quantity: 1 }] })
    expect(noDay).toMatchObject({ status: 400, body: { msg: 'English interpreter: choose one of the offered days' } })
    const wrongDay = await call(server, token, 'POST', P.serviceReserve, { items: [{ categoryId: translator.id, quantity: 1, date: '2026-10-12' }] })
    expect(wrongDay.status).toBe(400)
    const booked = await call(server, token, 'POST', P.serviceReserve, { items: [{ categoryId: translator.id, quantity: 1, date: '2026-10-10' }] })
    expect(booked.status).toBe(200)
    expect(booked.body.data.items[0]).toMatchObject({ date: '2026-10-10', kind: 'translator', amountFen: 80_000 })
    expect((await call(server, token, 'POST', P.serviceReserve, { items: [{ categoryId: translator.id, quantity: 1, date: '2026-10-10' }] })).status).toBe(409)
    expect((await call(server, token, 'POST', P.serviceReserve, { items: [{ categoryId: translator.id, quantity: 1, date: '2026-10-11' }] })).status).toBe(200)
  })

  it('refuses reservations after the final submission', async () => {
    const { token, company } = await readyAdmin(server, { booths: [{ hall: 'T5', boothNo: `F${Date.now().toString(36)}`, type: 'standard', area: 9 }] })
    const service = await offer({ kind: 'service' })
    await call(server, token, 'POST', P.boardSubmit, { fascia: { textCn: '测试', textEn: 'Test' }, furniture: { shelves: 1, hangingRods: 1, flowTables: 1 } })
    expect((await call(server, token, 'POST', P.finalSubmit)).status).toBe(200)
    const refused = await call(server, token, 'POST', P.serviceReserve, { items: [{ categoryId: service.id, quantity: 1 }] })
    expect(refused.status).toBe(409)
    expect(company.deptId).toBeTruthy()
  })
})

describe('the last ad positions under a race', () => {
  it('20 companies booking the last 3 positions at once: exactly 3 booked, the others told it is sold out', async () => {
    const ad = await offer({ kind: 'ad', nameCn: '入口大屏', nameEn: 'Entrance screen', stock: 3 })
    const admins = []
    for (let index = 0; index < 20; index += 1) admins.push(await readyAdmin(server))
    const answers = await Promise.all(admins.map((admin) => call(server, admin.token, 'POST', P.serviceReserve, { items: [{ categoryId: ad.id, quantity: 1 }] })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(refused).toHaveLength(17)
    expect(refused.every((answer) => answer.status === 409)).toBe(true)
    expect(refused[0].body.msg).toContain('Entrance screen')
    expect((await call(server, admins[0].token, 'GET', P.serviceCategories, { kind: 'ad' })).body.data.find((row: { id: string }) => row.id === ad.id).remaining).toBe(0)
  }, 180_000)
})
