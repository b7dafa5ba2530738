import { hash } from '@node-rs/argon2'
import { and, eq } from 'drizzle-orm'
import { type Db } from '../db'
import { users } from '../features/auth'
import { formFields } from '../features/config'
import { exhibitions } from '../tenancy'
import { DEMO_ACCOUNT, DEMO_TENANT } from './data'
import { specDates, type MoveDates } from './calendar'
import { FILE_EXHIBITIONS, seedExhibitionFile } from './exhibitionFiles'

/*
 * Accounts and exhibitions for the password, ID-card, login-policy and messaging-app flows: an e-mail-only
 * exhibition with ID-card login (1004), a link meant to be opened in the messaging app with auto-login (1005),
 * a restricted account, and accounts the end-to-end tests may change the password of.
 */

/** The demo account's resident ID number (a valid one: region, birth date and check character). */
export const DEMO_ID_NUMBER = '110105199003071239'

export const RESTRICTED_ACCOUNT = {
  email: 'restricted@fairpass.example',
  phone: '13800000009',
  password: DEMO_ACCOUNT.password,
} as const

/** Accounts whose password the tests reset or change, one per language so runs in parallel do not collide. */
export const PASSWORD_ACCOUNTS = {
  resetEn: { email: 'reset.en@fairpass.example', phone: '13800000011' },
  resetCn: { email: 'reset.cn@fairpass.example', phone: '13800000012' },
  changeEn: { email: 'change.en@fairpass.example', phone: '13800000013' },
  changeCn: { email: 'change.cn@fairpass.example', phone: '13800000014' },
} as const

const plainVisitorLink = {
  businessCardSwitch: 'off',
  cnQuestionnaireSwitch: 'off',
  enQuestionnaireSwitch: 'off',
  showConfirmationSwitch: 'on',
  isOneCode: 'off',
  closeRegistrationLink: 'off',
  conferenceFlow: 'default',
  isOpenNodeMode: 'off',
  registrationTypeList: ['visitor'],
}

const accountExhibitions = [
  {
    id: '1004',
    titleCn: '2025 北京国际医疗器械展',
    titleEn: '2025 Beijing Medical Devices Expo',
    pageConfig: {
      pageTitle: '2025 北京国际医疗器械展',
      pageTitleEn: '2025 Beijing Medical Devices Expo',
      pageThemeColor: '#6d5bd0',
      pageThemeBgColor: '#F0EEFB',
      pageThemeCardBgColor: '#F7F6FD',
      languageSwitchBgColor: '#DAD3F5',
      ...plainVisitorLink,
      // E-mail only, in both languages: no SMS is offered, and the server refuses it.
      cnLoginMode: 'appemail',
      enLoginMode: 'appemail',
      passwordLoginSwitch: 'on',
      idCardLoginSwitch: 'on',
      browserOpenSwitch: 'on',
      browserOpenSwitchEn: 'on',
      wechatOpenSwitch: 'off',
    },
  },
  {
    id: '1005',
    titleCn: '2025 成都国际美食节',
    titleEn: '2025 Chengdu International Food Festival',
    pageConfig: {
      pageTitle: '2025 成都国际美食节',
      pageTitleEn: '2025 Chengdu International Food Festival',
      pageThemeColor: '#d0652b',
      pageThemeBgColor: '#FBF1EA',
      pageThemeCardBgColor: '#FDF7F3',
      languageSwitchBgColor: '#F5D6C2',
      ...plainVisitorLink,
      cnLoginMode: 'appsms',
      enLoginMode: 'appemail',
      passwordLoginSwitch: 'on',
      // Meant for the messaging app: it signs visitors in by their open id, other browsers are turned away.
      wechatOpenSwitch: 'on',
      wechatOpenAutoLogin: 'on',
      browserOpenSwitch: 'off',
      browserOpenSwitchEn: 'off',
    },
  },
]

export const ACCOUNT_EXHIBITION_IDS = accountExhibitions.map((exhibition) => exhibition.id)

const shortForm = [
  { field: 'name', type: 'name', labelCn: '姓名', labelEn: 'Name' },
  { field: 'company', type: 'company', labelCn: '公司名称', labelEn: 'Company' },
]

/** Part of the first-start seed (seedDemoData); every insert ignores rows that exist. */
export async function seedAccounts(db: Db, move: MoveDates = specDates): Promise<void> {
  const passwordHash = await hash(DEMO_ACCOUNT.password)
  await db.transaction(async (tx) => {
    for (const exhibition of accountExhibitions.map(move)) {
      if (FILE_EXHIBITIONS.includes(exhibition.id)) {
        await seedExhibitionFile(tx, exhibition.id, move)
        continue
      }
      await tx
        .insert(exhibitions)
        .values({ ...exhibition, tenantId: DEMO_TENANT, autoApprove: true, functionConfig: { ticketPurchase: false, questionnaireCount: 0 } })
        .onConflictDoNothing()
      await tx
        .insert(formFields)
        .values(
          shortForm.map((field, index) => ({
            ...field,
            tenantId: DEMO_TENANT,
            exhibitionId: exhibition.id,
            registerType: null,
            required: true,
            sort: (index + 1) * 10,
          })),
        )
        .onConflictDoNothing()
    }
    await tx
      .update(users)
      .set({ idNumber: DEMO_ID_NUMBER })
      .where(and(eq(users.tenantId, DEMO_TENANT), eq(users.email, DEMO_ACCOUNT.email)))
    const accounts = [
      { ...RESTRICTED_ACCOUNT, name: '受限账号', status: 'restricted' },
      ...Object.values(PASSWORD_ACCOUNTS).map((account) => ({ ...account, name: null, status: 'active' })),
    ]
    await tx
      .insert(users)
      .values(
        accounts.map((account) => ({
          tenantId: DEMO_TENANT,
          account: account.email,
          email: account.email,
          phone: account.phone,
          name: account.name,
          status: account.status,
          passwordHash,
        })),
      )
      .onConflictDoNothing()
  })
}
