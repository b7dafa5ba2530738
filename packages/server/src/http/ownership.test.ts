import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFERENCE_PATHS, INVOICE_PATHS, TICKET_PATHS } from '@fairpass/core/contract'
import { DEMO_TICKET_TYPES } from '../seed/tickets'
import { demoSignCode } from '../seed/conferences'
import { createTestServer, type Envelope, type TestServer } from '../testing'
import { auth, createBuyers, EXHIBITION, orderDetail, payInSandbox, place, TENANT } from '../features/orders/testing'
import { ACCESS } from './accessMatrix'

/*
 * The authorisation matrix's caller inside the exhibition: a visitor of the same tenant and exhibition who is not the
 * owner. The owner holds paid orders, tickets, a pending order and a gift; the intruder calls every visitor route of
 * Fastify's list with the owner's ids. A route that acts on a named object refuses (404 alike for "not yours" and
 * "not there", so ids cannot be probed); a route that acts on the caller alone must not answer anything of the
 * owner's. Afterwards every row that mentions the owner is as it was. Then the owner makes the same object calls and
 * they succeed, which proves the intruder was refused for who they are, not for a malformed request.
 *
 * The exhibitor routes (access 'exhibitor' and 'exhibitorAdmin') have their own callers inside the exhibition, the
 * admin of another company and a staff member of the same company who is not its admin: features/exhibitors/
 * security.test.ts walks them the same way.
 */

interface Owned {
  orderPaid: string
  orderForRefund: string
  orderPending: string
  tickets: string[]
  /** A ticket of a type whose new QR is free (the 3-day passes above charge a reissue fee). */
  freeToReissue: string
  gift: string
  /** Invoice headers of the owner's, and an issued invoice of a paid order; two more paid orders without one. */
  headers: [string, string]
  invoice: string
  orderToInvoice: string
  orderToReceipt: string
}

type Case =
  /** Acts on a named object: the intruder is refused; `owner` is the same call succeeding for the owner (or why none). */
  | { kind: 'object'; call: (owned: Owned) => Call; refused: number[]; owner: true | string }
  /** Acts on the caller alone: whatever it answers, nothing of the owner's is in it. */
  | { kind: 'self'; call?: (owned: Owned) => Call }

interface Call {
  query?: Record<string, unknown>
  payload?: Record<string, unknown>
}

const holder = { name: 'Grace Hopper', phone: '13900000009', company: 'Navy' }
const companyHeader = {
  type: 'company',
  title: '福州示例科技有限公司',
  taxId: '91350100M000100Y43',
  bankName: '中国工商银行福州分行',
  bankAccount: '1402021209001234567',
  address: '福州市鼓楼区五四路1号',
  phone: '0591-87654321',
  email: 'finance@fuzhou.example',
}
const NOT_YOURS = [404]
/** A record id nobody has: the relation routes answer it as they answer another visitor's. */
const NO_RELATION = '00000000-0000-4000-8000-00000000cafe'

/** Every visitor route of the matrix has a case here; a new one without a case fails the first test. */
const CASES: Record<string, Case> = {
  'POST /api/blade-user/update-password': { kind: 'self' },
  'POST /api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll': { kind: 'self' },
  'GET /api/ef-registration-data-client/reg-user-data/user/info': { kind: 'self' },
  'POST /api/ef-registration-data-client/reg-user-data/user/saveOrUpdate': { kind: 'self' },
  'POST /api/blade-resource/oss/endpoint/put-file': { kind: 'self' },
  'GET /api/ef-registration-config-client/questionnaire/listForUser': { kind: 'self' },
  'GET /api/ef-registration-data-client/questionnaire/answers': { kind: 'self' },
  'POST /api/ef-registration-data-client/questionnaire/submit': { kind: 'self' },
  'POST /api/ef-registration-data-client/questionnaire/submitForOther': {
    kind: 'object',
    // 403 alike for "registered by someone else" and "not registered": who is registered cannot be probed.
    refused: [403],
    call: () => ({ payload: { registerType: 'visitor', userId: ownerId, questionnaireId: '00000000-0000-4000-8000-000000000000', answers: {}, isDraft: true } }),
    owner: 'the owner registered nobody; help registration answering is in features/questionnaire',
  },
  'POST /api/ef-registration-client/businessCard/recognize': { kind: 'self' },
  'GET /api/ef-registration-client/ticketQrInfo/self': { kind: 'self' },
  'GET /api/ef-registration-client/ticketQrInfo/link': { kind: 'self' },
  'POST /api/ef-registration-data-client/register-log/registerLog/save': { kind: 'self' },
  'POST /api/ef-registration-data-client/register-log/registerLog/upgradeTicket': { kind: 'self' },
  'POST /api/ef-registration-client/discountCode/quote': { kind: 'self' },
  'POST /api/ef-registration-client/order/placeOrderByIdList': { kind: 'self' },
  'GET /api/ef-registration-client/order/list': { kind: 'self' },
  'GET /api/ef-registration-client/order/detail': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ query: { orderId: o.orderPaid } }) },
  'GET /api/ef-registration-client/footprint/order': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ query: { orderId: o.orderPaid } }) },
  'GET /api/ef-registration-client/order/refundQuote': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ query: { orderId: o.orderForRefund } }) },
  'POST /api/ef-registration-client/order/refund': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ payload: { orderId: o.orderForRefund, reason: 'Plans changed' } }) },
  'POST /api/ef-registration-client/order/pay': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ payload: { orderId: o.orderPending } }) },
  'POST /api/ef-registration-client/order/cancel': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ payload: { orderId: o.orderPending } }) },
  'GET /api/ef-registration-client/ticket/wallet': { kind: 'self' },
  'GET /api/ef-registration-client/ticket/detail': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ query: { id: o.tickets[0] } }) },
  'POST /api/ef-registration-client/ticket/activate': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ payload: { id: o.tickets[1], holder } }) },
  'POST /api/ef-registration-client/userRelation/ticket': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ payload: { ticketId: o.tickets[2], holder } }) },
  'GET /api/ef-registration-client/userRelation/list': { kind: 'self' },
  // Registering other people: the owner registered nobody; an id of theirs or none at all reads alike (features/relations/relations.test.ts).
  'GET /api/ef-registration-client/userRelation/detail/getByBladeUserId': { kind: 'object', refused: NOT_YOURS, owner: 'tested in features/relations', call: () => ({ query: { id: NO_RELATION } }) },
  'GET /api/ef-registration-client/userRelation/getUserRelationFromUserRegisterData': { kind: 'object', refused: NOT_YOURS, owner: 'tested in features/relations', call: () => ({ query: { id: NO_RELATION } }) },
  'POST /api/ef-registration-data-client/reg-user-data/user/saveOrUpdateForOther': {
    kind: 'object',
    refused: NOT_YOURS,
    owner: 'tested in features/relations',
    call: () => ({ payload: { kind: 'help', id: NO_RELATION, people: [{ contact: { mobile: '13900000007' }, profile: { name: 'Ada Lovelace', company: 'Engines' } }] } }),
  },
  'POST /api/ef-registration-client/userRelation/submit': { kind: 'object', refused: NOT_YOURS, owner: 'tested in features/relations', call: () => ({ payload: { idList: [NO_RELATION] } }) },
  'POST /api/ef-registration-client/userRelation/remove': { kind: 'object', refused: NOT_YOURS, owner: 'tested in features/relations', call: () => ({ payload: { id: NO_RELATION } }) },
  'GET /api/ef-registration-client/userRelation/self': { kind: 'self' },
  'POST /api/ef-registration-client/userRelation/self/submit': { kind: 'object', refused: NOT_YOURS, owner: 'tested in features/relations', call: () => ({ payload: { id: NO_RELATION } }) },
  'POST /api/ef-registration-client/ticket/reportTheLossByIdList': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ payload: { idList: [o.freeToReissue] } }) },
  'GET /api/ef-registration-client/order/getPayOfReportLoss': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ query: { idList: o.tickets[3] } }) },
  'POST /api/ef-registration-client/order/payOfReportLoss': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ payload: { idList: [o.tickets[3]] } }) },
  'POST /api/ef-registration-client/ticket/transfer': {
    kind: 'object',
    refused: NOT_YOURS,
    owner: true,
    call: (o) => ({ payload: { id: o.tickets[4], account: receiverAccount, confirmAccount: receiverAccount } }),
  },
  'POST /api/ef-registration-client/ticketGiveBiz/give': { kind: 'self', call: () => ({ payload: { ticketTypeId: DEMO_TICKET_TYPES.pass, quantity: 1, receiverPhone: '13900000008', confirmPhone: '13900000008' } }) },
  'GET /api/ef-registration-client/ticketGiveBiz/list': { kind: 'self' },
  'GET /api/ef-registration-client/ticketGiveBiz/detail': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ query: { id: o.gift } }) },
  'POST /api/ef-registration-client/ticketGiveBiz/takeBack': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ payload: { id: o.gift } }) },
  // The link's token is the right to receive; without it the gift's id alone gets nothing.
  'POST /api/ef-registration-client/ticketGiveBiz/activationForOther': {
    kind: 'object',
    refused: [400, 403, 404],
    call: (o) => ({ payload: { ticketGiveRecordId: o.gift, token: 'a'.repeat(43) } }),
    owner: 'a giver cannot receive their own gift; receiving with the token is in features/wallet/gifts.test.ts',
  },
  'POST /api/ef-registration-client/ticketGiveBiz/sendCode': {
    kind: 'object',
    refused: [400, 403, 404],
    call: (o) => ({ payload: { ticketGiveRecordId: o.gift, token: 'a'.repeat(43) } }),
    owner: 'the code goes to the receiver of a gift link; tested in features/wallet/giftCode.test.ts',
  },
  'GET /api/ef-registration-client/footprint/list': { kind: 'self' },
  'GET /api/ef-registration-client/invoiceHeader/list': { kind: 'self' },
  'POST /api/ef-registration-client/invoiceHeader/save': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ payload: { id: o.headers[0], header: companyHeader } }) },
  'POST /api/ef-registration-client/invoiceHeader/setDefault': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ payload: { id: o.headers[0] } }) },
  'POST /api/ef-registration-client/invoiceHeader/remove': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ payload: { id: o.headers[1] } }) },
  'GET /api/ef-registration-client/invoice/eligibility': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ query: { orderId: o.orderToInvoice } }) },
  // The intruder names the owner's order and the owner's saved header: neither is theirs.
  'POST /api/ef-registration-client/invoice/apply': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ payload: { orderId: o.orderToInvoice, kind: 'special', headerId: o.headers[0] } }) },
  'POST /api/ef-registration-client/invoice/applyEn': {
    kind: 'object',
    refused: NOT_YOURS,
    owner: true,
    call: (o) => ({ payload: { orderId: o.orderToReceipt, name: 'Grace Hopper', address: '1 Navy Yard, Arlington, USA', email: 'grace@navy.example' } }),
  },
  'GET /api/ef-registration-client/invoice/list': { kind: 'self' },
  'GET /api/ef-registration-client/invoice/detail': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ query: { id: o.invoice } }) },
  'GET /api/ef-registration-client/invoice/download': { kind: 'object', refused: NOT_YOURS, owner: true, call: (o) => ({ query: { id: o.invoice } }) },
  'POST /api/ef-registration-client/invoice/retry': {
    kind: 'object',
    refused: NOT_YOURS,
    call: (o) => ({ payload: { id: o.invoice } }),
    owner: 'only a failed invoice is retried (this one was issued); the retry is in features/invoices/invoices.test.ts',
  },
  // The owner holds the one seat of a session and signed in to another: the intruder's own registration, cancel,
  // agenda and sign-in act on the intruder alone (the session is named by its id; a registration is the caller's).
  'POST /api/ef-registration-client/conference/registration/submit': { kind: 'self', call: () => ({ payload: { sessionIds: [conferenceSession] } }) },
  'POST /api/ef-registration-client/conference/registration/cancel': { kind: 'self', call: () => ({ payload: { sessionId: conferenceSession } }) },
  'GET /api/ef-registration-client/conference/mySchedule': { kind: 'self' },
  'GET /api/ef-registration-client/conference/mySchedule/ics': { kind: 'self' },
  'POST /api/ef-registration-client/conference/signIn': { kind: 'self', call: () => ({ payload: { signCodeId: demoSignCode('D1-MAIN-1') } }) },
  // The staff invite flow: the intruder's own state, and a code that names no invitation (the owner holds none).
  'GET /api/ef-exhibitor-self-service/staffInvite/mine': { kind: 'self' },
  'POST /api/ef-exhibitor-self-service/staffInvite/submit': { kind: 'self', call: () => ({ payload: { code: 'ABCDEFGH', applicant: { name: 'Grace Hopper', position: 'Admiral', email: 'grace@navy.example' } } }) },
  // Last: they end the intruder's own sessions, which must not touch the owner's.
  // Joins the caller to the group its code names (never another's membership); the group's own rules: features/groups.
  'POST /api/ef-registration-client/visitingGroup/join': { kind: 'self' },
  'POST /api/ef-registration-data-client/reg-user-data/user/saveFissionParentId': { kind: 'self', call: () => ({ payload: { fissionParentBladeUserId: '00000000-0000-4000-8000-000000000000' } }) },
  // The caller's own share context and link; a channel code is checked against the caller's own channels (404 otherwise).
  'GET /api/ef-registration-data-client/client/share/context': { kind: 'self' },
  'POST /api/ef-registration-data-client/client/userRegisterLink/save': { kind: 'self' },
  'POST /api/blade-auth/oauth/logout': { kind: 'self' },
  'POST /api/blade-auth/oauth/logout-all': { kind: 'self' },
}

let server: TestServer
let owner: { id: string; token: string; account: string }
let intruder: { id: string; token: string; account: string }
let ownerId: string
let receiverAccount: string
let owned: Owned
let ownerMarks: string[]
let conferenceSession: string

const CONTEXT = { tenantId: TENANT, exhibitionId: EXHIBITION, registerType: 'visitor', languageType: 'en' }

/** A call as the visitor's page makes it; an answer that is not JSON (the invoice PDF) reads as its content type. */
async function send(token: string, route: string, call: Call = {}): Promise<{ status: number; body: Envelope; headers: Record<string, unknown> }> {
  const [method, url] = route.split(' ')
  const response = await server.app.inject({
    method: method as 'GET' | 'POST',
    url,
    headers: auth(token),
    query: { ...CONTEXT, ...call.query } as Record<string, string>,
    payload: method === 'GET' ? undefined : { ...CONTEXT, ...call.payload },
  })
  // A file answer (the invoice's PDF, the agenda's .ics) is checked as its text: it must name nothing of the owner's
  // either (a PDF's text is compressed: its owner is checked in features/invoices).
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json')
  const body: Envelope = json ? (response.json() as Envelope) : { code: response.statusCode, success: response.statusCode === 200, msg: String(response.headers['content-type']), data: response.body }
  return { status: response.statusCode, body, headers: response.headers }
}

async function paidOrder(quantity: number, ticketTypeId: string = DEMO_TICKET_TYPES.pass): Promise<string> {
  const placed = await place(server, owner.token, [{ ticketTypeId, quantity }], { registerLinkId: 'tickets-2026' })
  if (placed.status !== 200) throw new Error(`placing failed: ${JSON.stringify(placed.body)}`)
  const orderId = placed.body.data.id as string
  await payInSandbox(server, owner.token, orderId)
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await orderDetail(server, owner.token, orderId)).body.data.state === 'ticketIssued') return orderId
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`order ${orderId} was not paid`)
}

/** Every row of every table that names the owner or one of the owner's objects, as JSON, per table. */
async function ownerRows(): Promise<Record<string, string[]>> {
  const listed = await server.database.db.execute(sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)
  const rows: Record<string, string[]> = {}
  for (const { name } of (listed as unknown as { rows: Array<{ name: string }> }).rows) {
    const result = await server.database.db.execute(sql`SELECT to_jsonb(t)::text AS row FROM ${sql.identifier(name)} t`)
    const mentioning = (result as unknown as { rows: Array<{ row: string }> }).rows.map((entry) => entry.row).filter((row) => ownerMarks.some((mark) => row.includes(mark)))
    if (mentioning.length > 0) rows[name] = mentioning.sort()
  }
  return rows
}

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0', PAYMENT_SANDBOX_REFUND_DELAY_MS: '0' } })
  const [first, second, third] = await createBuyers(server, 3)
  owner = first
  intruder = second
  ownerId = owner.id
  receiverAccount = third.account
  // The gift is made before the order to refund is paid, so it cannot take that order's ticket.
  const orderPaid = await paidOrder(5)
  await paidOrder(1)
  const gave = await send(owner.token, `POST ${TICKET_PATHS.give}`, { payload: { ticketTypeId: DEMO_TICKET_TYPES.pass, quantity: 1, receiverPhone: '13900000008', confirmPhone: '13900000008' } })
  if (gave.status !== 200) throw new Error(`giving failed: ${JSON.stringify(gave.body)}`)
  const orderForRefund = await paidOrder(1)
  const partyOrder = await paidOrder(1, DEMO_TICKET_TYPES.party)
  const pending = await place(server, owner.token, [{ ticketTypeId: DEMO_TICKET_TYPES.pass, quantity: 1 }], { registerLinkId: 'tickets-2026' })
  const wallet = await send(owner.token, `GET ${TICKET_PATHS.wallet}`)
  const walletTickets = wallet.body.data as Array<{ id: string; orderId: string; state: string }>
  const held = walletTickets.filter((ticket) => ticket.orderId !== orderForRefund && ticket.orderId !== partyOrder && ticket.state !== 'given' && ticket.state !== 'giving')
  const freeToReissue = walletTickets.find((ticket) => ticket.orderId === partyOrder)!.id
  // Invoices: two saved headers, an issued invoice (its notice sent, so nothing of it changes any more), and two
  // paid orders without one for the owner's own apply calls.
  const savedHeaders: string[] = []
  for (const header of [companyHeader, { type: 'personal', title: 'Grace Hopper', email: 'grace@navy.example' }]) {
    const saved = await send(owner.token, `POST ${INVOICE_PATHS.saveHeader}`, { payload: { header } })
    if (saved.status !== 200) throw new Error(`saving a header failed: ${JSON.stringify(saved.body)}`)
    savedHeaders.push(saved.body.data.id)
  }
  const applied = await send(owner.token, `POST ${INVOICE_PATHS.apply}`, { payload: { orderId: orderPaid, kind: 'special', headerId: savedHeaders[0] } })
  if (applied.status !== 200) throw new Error(`applying failed: ${JSON.stringify(applied.body)}`)
  for (let attempt = 0; attempt < 300 && server.outbox.list(companyHeader.email).length === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20))
  expect((await send(owner.token, `GET ${INVOICE_PATHS.invoice}`, { query: { id: applied.body.data.id } })).body.data.state).toBe('issued')
  const orderToInvoice = await paidOrder(1)
  const orderToReceipt = await paidOrder(1)
  owned = {
    orderPaid,
    orderForRefund,
    orderPending: pending.body.data.id,
    tickets: held.map((ticket) => ticket.id),
    freeToReissue,
    gift: gave.body.data.id,
    headers: [savedHeaders[0], savedHeaders[1]],
    invoice: applied.body.data.id,
    orderToInvoice,
    orderToReceipt,
  }
  const newTickets = (await send(owner.token, `GET ${TICKET_PATHS.wallet}`)).body.data as Array<{ id: string; orderId: string }>
  const invoiceOrderTickets = newTickets.filter((ticket) => ticket.orderId === orderToInvoice || ticket.orderId === orderToReceipt).map((ticket) => ticket.id)
  expect(owned.tickets.length).toBeGreaterThanOrEqual(5)
  const programme = await server.call({ method: 'GET', url: CONFERENCE_PATHS.sessions, query: { tenantId: TENANT, exhibitionId: EXHIBITION, q: 'prompt engineering' } })
  conferenceSession = programme.body.data.records[0].id
  const seated = await send(owner.token, `POST ${CONFERENCE_PATHS.register}`, { payload: { sessionIds: [conferenceSession] } })
  if (seated.body.data?.registrations?.[0]?.status !== 'registered') throw new Error(`registering failed: ${JSON.stringify(seated.body)}`)
  const signed = await send(owner.token, `POST ${CONFERENCE_PATHS.signIn}`, { payload: { signCodeId: demoSignCode('D1-MAIN-1') } })
  if (signed.status !== 200) throw new Error(`signing in failed: ${JSON.stringify(signed.body)}`)
  ownerMarks = [owner.id, owner.account, orderPaid, orderForRefund, partyOrder, owned.orderPending, owned.gift, freeToReissue, ...owned.tickets, ...owned.headers, owned.invoice, orderToInvoice, orderToReceipt, ...invoiceOrderTickets]
}, 120_000)
afterAll(() => server.close())

describe('the authorisation matrix inside one exhibition: a visitor who is not the owner', () => {
  it('has a case for every visitor route, and every case is a visitor route', () => {
    const visitorRoutes = [...new Set(server.app.routeList.map((route) => `${route.method} ${route.url}`))].filter((route) => ACCESS[route] === 'visitor')
    expect(visitorRoutes.filter((route) => !(route in CASES)), 'visitor routes without a case').toEqual([])
    expect(Object.keys(CASES).filter((route) => !visitorRoutes.includes(route)), 'cases that are not visitor routes').toEqual([])
  })

  it("is refused every object of the owner's, answered nothing of the owner's, and changes nothing of the owner's", async () => {
    const before = await ownerRows()
    expect(Object.keys(before), 'the snapshot sees the owner').toEqual(expect.arrayContaining(['orders', 'tickets', 'users', 'conference_registrations', 'conference_sign_ins']))
    const unexpected: string[] = []
    for (const [route, entry] of Object.entries(CASES)) {
      // The intruder's requests carry the owner's ids everywhere an id could be read, then the case's own fields.
      const anyOwnerId = { orderId: owned.orderPaid, id: owned.tickets[0], ticketId: owned.tickets[0], idList: owned.tickets, userId: owner.id, ticketGiveRecordId: owned.gift }
      const call = entry.call?.(owned) ?? { query: anyOwnerId, payload: anyOwnerId }
      const answer = await send(intruder.token, route, call)
      const text = JSON.stringify(answer.body)
      if (answer.status >= 500) unexpected.push(`${route}: ${answer.status} ${answer.body.msg}`)
      if (entry.kind === 'object') {
        const refused = entry.refused.includes(answer.status) && answer.body.success === false && answer.body.code === answer.status
        if (!refused) unexpected.push(`${route}: answered ${answer.status} ${answer.body.msg}, expected ${entry.refused.join('/')}`)
      }
      // A refusal may quote what was sent; an answer that is not a refusal names nothing of the owner's at all.
      const echoed = (mark: string) => !answer.body.success && JSON.stringify(call).includes(mark)
      const leaked = ownerMarks.filter((mark) => text.includes(mark) && !echoed(mark))
      if (leaked.length > 0) unexpected.push(`${route}: the answer names the owner's ${leaked.join(', ')}`)
    }
    expect(unexpected).toEqual([])
    expect(await ownerRows()).toEqual(before)
  }, 120_000)

  it('lets the owner make the same calls: the refusals came from who called', async () => {
    const failed: string[] = []
    for (const [route, entry] of Object.entries(CASES)) {
      if (entry.kind !== 'object' || entry.owner !== true) continue
      const answer = await send(owner.token, route, entry.call(owned))
      if (answer.status !== 200) failed.push(`${route}: ${answer.status} ${answer.body.msg}`)
    }
    expect(failed).toEqual([])
  }, 120_000)
})
