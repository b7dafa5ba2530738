import { hash } from '@node-rs/argon2'
import type { Db } from '../db'
import { users } from '../features/auth'
import { customerSurveys, type SurveyQuestionRow } from '../features/customers'
import { exhibitorMembers } from '../features/exhibitors'
import { registrations } from '../features/user'
import { DEMO_TENANT } from './data'
import { DEMO_EXHIBITOR_PASSWORD } from './exhibitors'
import { TICKETING_EXHIBITION } from './tickets'

/*
 * The customer tool, the demo (issue 19): a trade-fair-system company at the ticketing fair (1020) with its admin and
 * one staff account (registerType commerceExhibition, password login), no membership yet, so a journey buys it in
 * the sandbox; visitors with entry QR and badge codes to scan (one of them keeps contact data to themselves); and the
 * fair's qualification survey. docs/customer-tool.md lists the accounts and codes.
 */

/** The company itself and its participation at 1020 are in the fair's file (demo/exhibitions/1020.yaml, haixi-trade-connect). */
export const DEMO_LEAD_COMPANY = {
  deptId: '7e1d0000-0000-4000-8000-0000000000c1',
  admin: { account: 'trade.admin@fairpass.example', name: '陈立 Chen Li' },
  staff: { account: 'trade.staff@fairpass.example', name: '王芳 Wang Fang' },
  password: DEMO_EXHIBITOR_PASSWORD,
} as const

/** Visitors of 1020 with entry codes: the QR text (userQr) a badge carries and the 10-digit code typed by hand. */
export const DEMO_LEAD_VISITORS = [
  { mobile: '13900003001', name: '赵敏', company: '杭州云帆供应链有限公司', position: '采购总监', userQr: 'FP1.DemoLeadVisitor01-a7Kq2mZ9xT4bN8cV', userCode: '8800000001', shares: true },
  { mobile: '13900003002', name: 'Oliver Grant', company: 'Northwind Imports Ltd.', position: 'Buyer', userQr: 'FP1.DemoLeadVisitor02-Qe5Lr8Wd3Hs6Jp1Y', userCode: '8800000002', shares: true },
  { mobile: '13900003003', name: '孙浩', company: '深圳启明电子有限公司', position: '工程经理', userQr: 'FP1.DemoLeadVisitor03-Mv9Tc4Bx7Nf2Kg6R', userCode: '8800000003', shares: false },
  { mobile: '13900003004', name: 'Amelia Chen', company: 'Pacific Retail Group', position: 'Category Manager', userQr: 'FP1.DemoLeadVisitor04-Zs3Wq8Pd1Ly5Hj7E', userCode: '8800000004', shares: true },
] as const

const SURVEY: SurveyQuestionRow[] = [
  {
    id: 'interest',
    type: 'multiple',
    titleCn: '感兴趣的产品',
    titleEn: 'Products of interest',
    required: true,
    options: [
      { value: 'machinery', labelCn: '机械设备', labelEn: 'Machinery' },
      { value: 'electronics', labelCn: '电子元器件', labelEn: 'Electronics' },
      { value: 'services', labelCn: '配套服务', labelEn: 'Services' },
    ],
  },
  {
    id: 'timeframe',
    type: 'single',
    titleCn: '采购时间',
    titleEn: 'Purchase timeframe',
    required: true,
    options: [
      { value: 'now', labelCn: '三个月内', labelEn: 'Within 3 months' },
      { value: 'year', labelCn: '一年内', labelEn: 'Within a year' },
      { value: 'later', labelCn: '暂无计划', labelEn: 'No plan yet' },
    ],
  },
  {
    id: 'budget',
    type: 'single',
    titleCn: '预算范围',
    titleEn: 'Budget',
    required: false,
    options: [
      { value: 'small', labelCn: '10万元以下', labelEn: 'Under 100,000 yuan' },
      { value: 'medium', labelCn: '10万至100万元', labelEn: '100,000 to 1 million yuan' },
      { value: 'large', labelCn: '100万元以上', labelEn: 'Over 1 million yuan' },
    ],
  },
  { id: 'remarks', type: 'text', titleCn: '其他需求', titleEn: 'Other needs', required: false, options: [] },
]

export async function seedCustomers(db: Db): Promise<void> {
  const company = DEMO_LEAD_COMPANY
  const passwordHash = await hash(company.password)
  for (const [person, role] of [[company.admin, 'admin'], [company.staff, 'staff']] as const) {
    const [user] = await db
      .insert(users)
      .values({ tenantId: DEMO_TENANT, account: person.account, email: person.account, name: person.name, passwordHash, deptId: company.deptId })
      .returning({ id: users.id })
    await db.insert(exhibitorMembers).values({ tenantId: DEMO_TENANT, deptId: company.deptId, userId: user.id, role })
  }
  const now = new Date()
  for (const visitor of DEMO_LEAD_VISITORS) {
    const [user] = await db.insert(users).values({ tenantId: DEMO_TENANT, account: visitor.mobile, phone: visitor.mobile, name: visitor.name }).returning({ id: users.id })
    await db.insert(registrations).values({
      tenantId: DEMO_TENANT,
      exhibitionId: TICKETING_EXHIBITION,
      userId: user.id,
      registerType: 'professionalVisitor',
      topRegisterType: 'professionalVisitor',
      profile: { name: visitor.name, company: visitor.company, position: visitor.position, phone: visitor.mobile, shareContactWithExhibitors: visitor.shares },
      completeResult: 'succ',
      examineResult: 'approve',
      userQr: visitor.userQr,
      userCode: visitor.userCode,
      submittedAt: now,
      examinedAt: now,
    })
  }
  await db.insert(customerSurveys).values({ exhibitionId: TICKETING_EXHIBITION, tenantId: DEMO_TENANT, titleCn: '客户意向问卷', titleEn: 'Customer qualification', questions: SURVEY })
}
