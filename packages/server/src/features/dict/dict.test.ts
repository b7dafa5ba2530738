import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../testing'
import { buildDictTree } from './tree'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const get = (path: string, query: Record<string, string>, tenantId = '000000') =>
  server.call({ method: 'GET', url: `/api/blade-system/${path}`, query, headers: { 'tenant-id': tenantId } })

describe('dictionaries', () => {
  it('lists the nine order states in order, in the caller language', async () => {
    const en = await get('dict-biz/dictionary', { code: 'order_status', languageType: 'en' })
    expect(en.status).toBe(200)
    expect(en.body.data).toHaveLength(9)
    expect(en.body.data[0]).toEqual({ dictKey: 'pendingPayment', dictValue: 'Pending payment' })
    const cn = await get('dict/dictionary', { code: 'examine_status', languageType: 'cn' })
    expect(cn.body.data).toEqual([
      { dictKey: 'pending', dictValue: '待审核' },
      { dictKey: 'approve', dictValue: '审核通过' },
      { dictKey: 'reject', dictValue: '审核不通过' },
    ])
  })

  it('nests children in the tree variants', async () => {
    for (const path of ['dict-biz/dictionary-tree', 'dict-biz/dictionary-tree2']) {
      const response = await get(path, { code: 'industry', languageType: 'en' })
      const automotive = response.body.data.find((node: { dictKey: string }) => node.dictKey === 'automotive')
      expect(automotive.children.map((child: { dictKey: string }) => child.dictKey)).toEqual(['passengerCars', 'commercialVehicles', 'newEnergy'])
      expect(response.body.data.some((node: { dictKey: string }) => node.dictKey === 'newEnergy')).toBe(false)
    }
  })

  it('keeps each tenant to its own dictionaries', async () => {
    const other = await get('dict-biz/dictionary', { code: 'country', languageType: 'en' }, '100001')
    expect(other.body.data.map((entry: { dictKey: string }) => entry.dictKey)).toEqual(['CN', 'OTHER'])
  })

  it('needs a code and a known tenant', async () => {
    const missing = await get('dict-biz/dictionary', { languageType: 'en' })
    expect(missing.status).toBe(400)
    expect(missing.body.data.fieldErrors).toEqual({ code: 'This field is required' })
    expect((await get('dict-biz/dictionary', { code: 'country' }, '424242')).status).toBe(404)
  })

  it('asks for the tenant in the envelope when none is named (not a bare 404)', async () => {
    for (const path of ['dict-biz/dictionary', 'dict/dictionary', 'dict-biz/dictionary-tree', 'dict-biz/dictionary-tree2']) {
      const answer = await server.call({ method: 'GET', url: `/api/blade-system/${path}`, query: { code: 'country', languageType: 'en' } })
      expect(answer.status, path).toBe(400)
      expect(answer.body).toMatchObject({ code: 400, success: false, data: { fieldErrors: { tenantId: expect.stringContaining('Tenant-Id') } } })
      expect(answer.body.msg).toBe('The request does not name the organiser: send the Tenant-Id header or the tenantId parameter')
    }
    const cn = await server.call({ method: 'GET', url: '/api/blade-system/dict-biz/dictionary', query: { code: 'country', languageType: 'cn' } })
    expect(cn.body.msg).toContain('Tenant-Id')
    // Named as a query parameter instead of the header: answered.
    expect((await server.call({ method: 'GET', url: '/api/blade-system/dict-biz/dictionary', query: { code: 'country', tenantId: '000000' } })).status).toBe(200)
  })
})

describe('buildDictTree', () => {
  it('keeps orphans as roots and ignores self-parenting', () => {
    const tree = buildDictTree([
      { dictKey: 'a', dictValue: 'A', parentKey: null, sort: 0 },
      { dictKey: 'b', dictValue: 'B', parentKey: 'a', sort: 1 },
      { dictKey: 'c', dictValue: 'C', parentKey: 'missing', sort: 2 },
      { dictKey: 'd', dictValue: 'D', parentKey: 'd', sort: 3 },
    ])
    expect(tree.map((node) => node.dictKey)).toEqual(['a', 'c', 'd'])
    expect(tree[0].children.map((node) => node.dictKey)).toEqual(['b'])
  })
})
