import { type Db } from '../db'
import { formFields } from '../features/config'
import { exhibitions } from '../tenancy'
import { createAdminKey, DEMO_ADMIN_KEY } from '../features/admin'
import { DEMO_TENANT } from './data'
import { specDates, type MoveDates } from './calendar'
import { FILE_EXHIBITIONS, seedExhibitionFile } from './exhibitionFiles'

/*
 * Demo review data: the organiser key of tenant 000000, and two small exhibitions the review and user-center
 * journeys run on without the business card and questionnaires of 1001:
 * - 1010 "review only": manual review, name and company, the confirmation page on;
 * - 1011 "one code": auto-approve, the entry shown as its 10-digit code (isOneCode), no confirmation page, so the
 *   visitor lands in the user center.
 */

export { DEMO_ADMIN_KEY }

const reviewPageDefaults = {
  pageThemeColor: '#839cfc',
  pageThemeBgColor: '#F0F2FF',
  pageThemeCardBgColor: '#F5F7FF',
  languageSwitchBgColor: '#F3D4AF',
  cnLoginMode: 'appsms',
  enLoginMode: 'appemail',
  passwordLoginSwitch: 'off',
  businessCardSwitch: 'off',
  cnQuestionnaireSwitch: 'off',
  enQuestionnaireSwitch: 'off',
  showConfirmationSwitch: 'on',
  isOneCode: 'off',
  closeRegistrationLink: 'off',
  conferenceFlow: 'default',
  isOpenNodeMode: 'off',
  registrationTypeList: ['visitor'],
  browserOpenSwitch: 'on',
  browserOpenSwitchEn: 'on',
  wechatOpenSwitch: 'off',
}

export const reviewExhibitions = [
  {
    id: '1010',
    titleCn: '2025 成都国际工业博览会',
    titleEn: '2025 Chengdu International Industry Fair',
    autoApprove: false,
    pageConfig: { ...reviewPageDefaults, ticketValidFrom: '2025-10-15', ticketValidTo: '2025-10-17' },
  },
  {
    id: '1011',
    titleCn: '2025 武汉国际光电博览会',
    titleEn: '2025 Wuhan International Optoelectronics Expo',
    autoApprove: true,
    pageConfig: {
      ...reviewPageDefaults,
      pageThemeColor: '#c2410c',
      isOneCode: 'on',
      showConfirmationSwitch: 'off',
      ticketValidFrom: '2025-11-05',
      ticketValidTo: '2025-11-07',
    },
  },
]

/** Inserts what is missing; never overwrites. */
export async function seedReviewData(db: Db, move: MoveDates = specDates): Promise<void> {
  await createAdminKey(db, DEMO_TENANT, 'demo organiser key', DEMO_ADMIN_KEY)
  for (const exhibition of reviewExhibitions.map(move)) {
    if (FILE_EXHIBITIONS.includes(exhibition.id)) {
      await seedExhibitionFile(db, exhibition.id, move)
      continue
    }
    await db
      .insert(exhibitions)
      .values({
        id: exhibition.id,
        tenantId: DEMO_TENANT,
        titleCn: exhibition.titleCn,
        titleEn: exhibition.titleEn,
        autoApprove: exhibition.autoApprove,
        pageConfig: { pageTitle: exhibition.titleCn, pageTitleEn: exhibition.titleEn, ...exhibition.pageConfig },
        functionConfig: { ticketPurchase: false, reviewDays: '1-3' },
      })
      .onConflictDoNothing()
    await db
      .insert(formFields)
      .values([
        { tenantId: DEMO_TENANT, exhibitionId: exhibition.id, registerType: null, field: 'name', type: 'name', required: true, labelCn: '姓名', labelEn: 'Name', sort: 10 },
        { tenantId: DEMO_TENANT, exhibitionId: exhibition.id, registerType: null, field: 'company', type: 'company', required: true, labelCn: '公司名称', labelEn: 'Company', sort: 20 },
      ])
      .onConflictDoNothing()
  }
}
