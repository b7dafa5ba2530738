import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../testing'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const prefix = '/api/ef-registration-config-client'
const get = (url: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
  server.call({ method: 'GET', url: `${prefix}${url}`, query, headers })

describe('pageConfig', () => {
  it('answers the motor show page config with theme, switches and the ticket notice', async () => {
    const response = await get('/registerConfig/pageConfig', { tenantId: '000000', exhibitionId: '1001', registerType: 'visitor' })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      pageTitle: '2025 上海国际汽车展览会',
      pageTitleEn: '2025 Shanghai International Motor Show',
      pageThemeColor: '#839cfc',
      pageThemeBgColor: '#F0F2FF',
      pageThemeCardBgColor: '#F5F7FF',
      languageSwitchBgColor: '#F3D4AF',
      businessCardSwitch: 'on',
      cnQuestionnaireSwitch: 'on',
      enQuestionnaireSwitch: 'on',
      showConfirmationSwitch: 'on',
      stopRegistration: 'off',
      ticketValidFrom: '2025-09-17',
      ticketValidTo: '2025-09-22',
    })
    expect(response.body.data.ticketNoticeEn).toContain('17–22 September 2025')
  })

  it('answers unknown tenants, unknown exhibitions and other tenants’ exhibitions as a wrong link', async () => {
    const wrongLinks: Record<string, string>[] = [
      { tenantId: '999999', exhibitionId: '1001' },
      { tenantId: '000000', exhibitionId: '4040' },
      { tenantId: '000000', exhibitionId: '2001' },
      { tenantId: '000000' },
    ]
    for (const query of wrongLinks) {
      const response = await get('/registerConfig/pageConfig', { ...query, languageType: 'en' })
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ code: 404, success: false, msg: 'Wrong link, please open the correct pre-registration link', data: null })
    }
  })

  it('takes the tenant from the Tenant-Id header', async () => {
    const response = await get('/registerConfig/pageConfig', { exhibitionId: '2001' }, { 'tenant-id': '100001' })
    expect(response.status).toBe(200)
    expect(response.body.data.pageTitleEn).toBe('2025 Hangzhou Home Furnishing Fair')
  })
})

describe('functionConfig', () => {
  it('wraps the function config', async () => {
    const response = await get('/reg_config/registerConfig/functionConfig', { tenantId: '000000', exhibitionId: '1002', registerType: 'visitor' })
    expect(response.body.data).toEqual({ functionConfig: { ticketPurchase: false } })
  })
})

describe('formConfig/listForUser', () => {
  it('answers the short form of 1002 in the caller language', async () => {
    const en = await get('/formConfig/listForUser', { tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en' })
    expect(en.body.data).toEqual([
      { field: 'name', type: 'name', required: true, label: 'Name', sort: 10 },
      { field: 'company', type: 'company', required: true, label: 'Company', sort: 20 },
    ])
    const cn = await get('/formConfig/listForUser', { tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'cn' })
    expect(cn.body.data.map((field: { label: string }) => field.label)).toEqual(['姓名', '公司名称'])
  })

  it('resolves dictionary options for the motor show form', async () => {
    const response = await get('/formConfig/listForUser', { tenantId: '000000', exhibitionId: '1001', registerType: 'visitor', languageType: 'en' })
    const country = response.body.data.find((field: { field: string }) => field.field === 'country')
    expect(country).toMatchObject({ type: 'select', dictCode: 'country', label: 'Country or region' })
    expect(country.options).toContainEqual({ value: 'DE', label: 'Germany' })
    const fields = response.body.data.map((field: { field: string }) => field.field)
    expect(fields).toEqual(['name', 'company', 'position', 'phone', 'email', 'idNumber', 'country', 'industry', 'interests', 'visitDate', 'photo', 'privacy'])
  })
})
