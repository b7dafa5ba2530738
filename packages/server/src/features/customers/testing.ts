import { randomInt, randomUUID } from 'node:crypto'
import { CUSTOMER_PATHS, type MembershipKind } from '@fairpass/core/contract'
import type { Envelope, TestServer } from '../../testing'
import { users } from '../auth'
import { exhibitorMembers } from '../exhibitors'
import { call, readyAdmin } from '../exhibitors/testing'
import { createBuyers, EXHIBITION, payInSandbox, TENANT } from '../orders/testing'
import { registrations } from '../user'

/*
 * Helpers the customer tool's tests (and the authorisation matrix) share: a company with its admin and staff, a
 * membership bought and paid in the sandbox, visitors with entry codes.
 */

export { EXHIBITION, TENANT, call }

export interface LeadCompany {
  deptId: string
  admin: { token: string; userId: string }
  staff: { token: string; id: string }[]
}

/** A company at the exhibition with its admin signed in and `staffCount` staff accounts. */
export async function leadCompany(server: TestServer, staffCount = 1): Promise<LeadCompany> {
  const { company, token, userId } = await readyAdmin(server)
  const staff = staffCount > 0 ? await createBuyers(server, staffCount) : []
  if (staff.length > 0) await server.database.db.insert(exhibitorMembers).values(staff.map((person) => ({ tenantId: TENANT, deptId: company.deptId, userId: person.id, role: 'staff' })))
  return { deptId: company.deptId, admin: { token, userId }, staff: staff.map((person) => ({ token: person.token, id: person.id })) }
}

/** The membership ordered by the admin and paid in the sandbox cashier. */
export async function buyMembership(server: TestServer, adminToken: string, kind: MembershipKind): Promise<string> {
  const placed = await call(server, adminToken, 'POST', CUSTOMER_PATHS.placeOrder, { kind })
  if (placed.status !== 200) throw new Error(`membership order failed: ${JSON.stringify(placed.body)}`)
  const orderId = placed.body.data.orderId as string
  const { started, pressed } = await payInSandbox(server, adminToken, orderId)
  if (started.status !== 200 || !pressed || pressed.statusCode >= 400) throw new Error(`paying the membership failed: ${JSON.stringify(started.body)}`)
  return orderId
}

export async function authorise(server: TestServer, adminToken: string, userId: string, authorised = true): Promise<{ status: number; body: Envelope }> {
  return call(server, adminToken, 'POST', CUSTOMER_PATHS.permissionSubmit, { changes: [{ userId, authorised }] })
}

export interface Visitor {
  id: string
  userQr: string
  userCode: string
  phone: string
}

/** Registered, approved visitors of the exhibition with their entry codes; `shares` sets their consent to share contact data. */
export async function visitors(server: TestServer, count: number, shares = true, exhibitionId = EXHIBITION): Promise<Visitor[]> {
  const made: Visitor[] = []
  for (let index = 0; index < count; index++) {
    const phone = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
    const [user] = await server.database.db
      .insert(users)
      .values({ tenantId: TENANT, account: phone, phone, email: `v.${randomUUID().slice(0, 8)}@visitor.example`, name: `Visitor ${index}` })
      .returning({ id: users.id })
    const userQr = `FP1.${randomUUID().replaceAll('-', '')}${randomUUID().replaceAll('-', '')}`
    const userCode = String(randomInt(1_000_000_000, 10_000_000_000))
    await server.database.db.insert(registrations).values({
      tenantId: TENANT,
      exhibitionId,
      userId: user.id,
      registerType: 'visitor',
      profile: { name: `访客${index}`, company: `采购公司${index}`, position: '采购经理', shareContactWithExhibitors: shares },
      completeResult: 'succ',
      examineResult: 'approve',
      userQr,
      userCode,
      submittedAt: new Date(server.clock.now()),
    })
    made.push({ id: user.id, userQr, userCode, phone })
  }
  return made
}

export function scan(server: TestServer, token: string, code: string, clientScanId: string = randomUUID(), scannedAt?: string) {
  return call(server, token, 'POST', CUSTOMER_PATHS.scan, { code, clientScanId, ...(scannedAt ? { scannedAt } : {}) })
}
