import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXHIBITOR_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer } from '../../testing'
import { call, completeCatalogue, image, organiser, productFields, readyAdmin, uploadAs } from './testing'
import { exhibitorCredentials, exhibitorProducts } from './tables'

/*
 * The caps under load (issue 16): many parallel calls of one company must not together pass the organiser's cap,
 * because each counts under the company's row lock. Runs in the server-pglite project always and in
 * server-postgres when DATABASE_URL is set (vite.config.ts), through the real routes with real tokens.
 */

const PARALLEL = 24
const CAP = 5

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server?.close())

describe('caps under parallel calls', () => {
  it(`adds exactly ${CAP} of ${PARALLEL} parallel new products; the others are told the cap`, async () => {
    const { company, token } = await readyAdmin(server)
    await organiser(server, 'PUT', EXHIBITOR_PATHS.adminCompanyCaps.replace(':deptId', company.deptId), { productCap: CAP })
    const picture = await uploadAs(server, token, 'productImage', { name: 'p.png', type: 'image/png', bytes: await image(100, 100, 'png', false) })
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, index) => call(server, token, 'POST', EXHIBITOR_PATHS.productSave, { product: productFields([picture.body.data.fileId], `并发产品${index}`) })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CAP)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(refused).toHaveLength(PARALLEL - CAP)
    expect(refused.every((answer) => answer.status === 409 && answer.body.msg === `Maximum number of products reached (${CAP})`)).toBe(true)
    const rows = await server.database.db.select().from(exhibitorProducts).where(eq(exhibitorProducts.deptId, company.deptId))
    expect(rows).toHaveLength(CAP)
  }, 120_000)

  it(`applies for exactly ${CAP} of ${PARALLEL} badges applied for in parallel, one call each`, async () => {
    const { company, token } = await readyAdmin(server)
    await completeCatalogue(server, token)
    await organiser(server, 'PUT', EXHIBITOR_PATHS.adminCompanyCaps.replace(':deptId', company.deptId), { credentialCap: CAP })
    const ids: string[] = []
    for (let index = 0; index < PARALLEL; index += 1) {
      const saved = await call(server, token, 'POST', EXHIBITOR_PATHS.credentialSave, { applicant: { name: `员工${String.fromCharCode(0x4e00 + index)}`, position: '工程师', mobile: '13800000004' } })
      ids.push(saved.body.data.id)
    }
    const answers = await Promise.all(ids.map((id) => call(server, token, 'POST', EXHIBITOR_PATHS.credentialApply, { ids: [id] })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CAP)
    expect(answers.filter((answer) => answer.status === 409 && answer.body.msg === `Maximum number of documents reached (${CAP})`)).toHaveLength(PARALLEL - CAP)
    const pending = await server.database.db.select().from(exhibitorCredentials).where(and(eq(exhibitorCredentials.deptId, company.deptId), inArray(exhibitorCredentials.state, ['pending', 'approved'])))
    expect(pending).toHaveLength(CAP)
  }, 120_000)
})
