/*
 * Demo content: tenant 000000 with the motor show of spec §1 (full flow, 1001), an electronics fair
 * (short flow, 1002) and a lighting fair whose registration link is closed (1003); tenant 100001 with
 * exhibition 2001 so tenant isolation can be exercised. The exhibitions themselves are files
 * (demo/exhibitions, exhibitionFiles.ts); here are the tenants' accounts and dictionaries.
 */

export const DEMO_TENANT = '000000'
export const OTHER_TENANT = '100001'

export const DEMO_ACCOUNT = {
  email: 'demo@fairpass.example',
  phone: '13800000000',
  password: 'Fairpass#2025',
  name: '演示观众',
} as const

export interface SeedDictionaryEntry {
  code: string
  dictKey: string
  valueCn: string
  valueEn: string
  parentKey?: string
}

const orderStatus: Array<[string, string, string]> = [
  ['pendingPayment', '待支付', 'Pending payment'],
  ['paid', '已支付', 'Paid'],
  ['cancelled', '已取消', 'Cancelled'],
  ['refunding', '退款中', 'Refunding'],
  ['refunded', '已退款', 'Refunded'],
  ['ticketIssued', '已出票', 'Ticket issued'],
  ['entered', '已入场', 'Entered'],
  ['notEntered', '未入场', 'Not entered'],
  ['completed', '已完成', 'Completed'],
]

const examineStatus: Array<[string, string, string]> = [
  ['pending', '待审核', 'Pending review'],
  ['approve', '审核通过', 'Approved'],
  ['reject', '审核不通过', 'Not approved'],
]

const countries: Array<[string, string, string]> = [
  ['CN', '中国', 'China'],
  ['HK', '中国香港', 'Hong Kong, China'],
  ['TW', '中国台湾', 'Taiwan, China'],
  ['JP', '日本', 'Japan'],
  ['KR', '韩国', 'South Korea'],
  ['SG', '新加坡', 'Singapore'],
  ['DE', '德国', 'Germany'],
  ['FR', '法国', 'France'],
  ['IT', '意大利', 'Italy'],
  ['GB', '英国', 'United Kingdom'],
  ['US', '美国', 'United States'],
  ['OTHER', '其他', 'Other'],
]

const industries: Array<[string, string, string, string?]> = [
  ['automotive', '汽车整车', 'Vehicle manufacturing'],
  ['passengerCars', '乘用车', 'Passenger cars', 'automotive'],
  ['commercialVehicles', '商用车', 'Commercial vehicles', 'automotive'],
  ['newEnergy', '新能源汽车', 'New energy vehicles', 'automotive'],
  ['parts', '汽车零部件', 'Automotive parts'],
  ['electronics', '电子与半导体', 'Electronics and semiconductors'],
  ['software', '软件与智能网联', 'Software and connected cars'],
  ['dealership', '经销与售后', 'Dealers and after-sales'],
  ['media', '媒体', 'Media'],
  ['other', '其他', 'Other'],
]

function entries(code: string, rows: Array<[string, string, string, string?]>): SeedDictionaryEntry[] {
  return rows.map(([dictKey, valueCn, valueEn, parentKey]) => ({ code, dictKey, valueCn, valueEn, parentKey }))
}

export const seedDictionaries: SeedDictionaryEntry[] = [
  ...entries('order_status', orderStatus),
  ...entries('examine_status', examineStatus),
  ...entries('country', countries),
  ...entries('industry', industries),
]

/** The halls the motor show's (1001) form offers under "Halls of interest" (its field `interests`). */
export const visitInterestDictionary: SeedDictionaryEntry[] = entries('visit_interest', [
  ['passengerHall', '乘用车馆', 'Passenger cars hall'],
  ['newEnergyHall', '新能源馆', 'New energy hall'],
  ['partsHall', '零部件馆', 'Parts hall'],
  ['techHall', '智能科技馆', 'Smart technology hall'],
  ['conceptHall', '概念车馆', 'Concept cars hall'],
])

/** Tenant 100001 has its own, smaller country list: a leak across tenants would be visible. */
export const otherTenantDictionaries: SeedDictionaryEntry[] = entries('country', [
  ['CN', '中国', 'China'],
  ['OTHER', '其他', 'Other'],
])
