import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userCenterEntries } from './tables'
import { createTestServer, type TestServer } from '../../testing'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const listAll = (query: Record<string, string>) =>
  server.call({ method: 'GET', url: '/api/ef-registration-config-client/userCenterConfig/listAll', query })

describe('userCenterConfig/listAll', () => {
  it("answers the exhibition's entries in order, titled in the page language, without a login", async () => {
    const en = await listAll({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en' })
    expect(en.status).toBe(200)
    expect(en.body.data).toEqual([
      { key: 'wallet', title: 'My tickets', path: '/wallet', icon: 'ticket', sort: 10 },
      { key: 'order', title: 'My orders', path: '/order', icon: 'order', sort: 20 },
      { key: 'editProfile', title: 'Edit my information', path: '/infoWap', icon: 'profile', sort: 30 },
      { key: 'changePassword', title: 'Change password', path: '/changePassword', icon: 'lock', sort: 40 },
    ])
    const cn = await listAll({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'cn' })
    expect(cn.body.data.map((entry: { title: string }) => entry.title)).toEqual(['我的门票', '我的订单', '修改个人信息', '修改密码'])
    const full = await listAll({ tenantId: '000000', exhibitionId: '1001', registerType: 'visitor', languageType: 'en' })
    expect(full.body.data.map((entry: { key: string }) => entry.key)).toEqual(
      expect.arrayContaining(['wallet', 'order', 'invoice', 'conference', 'editProfile', 'changePassword']),
    )
  })

  it("keeps tenants apart: each tenant gets its own exhibition's entries, never another tenant's", async () => {
    const other = await listAll({ tenantId: '100001', exhibitionId: '2001', languageType: 'en' })
    expect(other.status).toBe(200)
    expect(other.body.data.map((entry: { key: string }) => entry.key)).toEqual(['wallet', 'homeDeals'])
    const demo = await listAll({ tenantId: '000000', exhibitionId: '1002', languageType: 'en' })
    expect(demo.body.data.map((entry: { key: string }) => entry.key)).not.toContain('homeDeals')
    // Another tenant's exhibition named under this tenant is a wrong link.
    const crossed = await listAll({ tenantId: '000000', exhibitionId: '2001', languageType: 'en' })
    expect(crossed.status).toBe(404)
    expect((await listAll({ exhibitionId: '1002' })).status).toBe(404)
  })

  it('lets a register type replace or add entries, and leaves disabled ones out', async () => {
    await server.database.db.insert(userCenterEntries).values([
      { tenantId: '000000', exhibitionId: '1002', registerType: 'media', key: 'wallet', titleCn: '媒体证件', titleEn: 'Press pass', path: '/wallet', sort: 10 },
      { tenantId: '000000', exhibitionId: '1002', registerType: 'media', key: 'press', titleCn: '新闻中心', titleEn: 'Press centre', path: '/contentPage/press', sort: 15 },
      { tenantId: '000000', exhibitionId: '1002', registerType: null, key: 'hidden', titleCn: '隐藏', titleEn: 'Hidden', path: '/hotel', sort: 5, enabled: false },
    ])
    const media = await listAll({ tenantId: '000000', exhibitionId: '1002', registerType: 'media', languageType: 'en' })
    expect(media.body.data.map((entry: { title: string }) => entry.title)).toEqual(['Press pass', 'Press centre', 'My orders', 'Edit my information', 'Change password'])
    const visitor = await listAll({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en' })
    expect(visitor.body.data.map((entry: { key: string }) => entry.key)).toEqual(['wallet', 'order', 'editProfile', 'changePassword'])
  })
})
