import { and, eq } from 'drizzle-orm'
import { type Db } from '../db'
import { formFields } from '../features/config'
import { dictionaries } from '../features/dict'
import { DEMO_TENANT } from './data'
import { specDates, type MoveDates } from './calendar'

/*
 * The motor show's (1001) profile form with every field type the form supports: text, name, company,
 * phone, e-mail, ID number, dictionary select, multi-selects with limits, a date within the show, a
 * photo upload and the privacy agreement with its text. 1002 keeps the short form of data.ts.
 */

type Writer = Pick<Db, 'delete' | 'insert'>

interface ProfileSeedField {
  field: string
  type: string
  required: boolean
  labelCn: string
  labelEn: string
  placeholderCn?: string
  placeholderEn?: string
  dictCode?: string
  rules?: Record<string, unknown>
}

const privacyDocument = {
  titleCn: '隐私协议',
  titleEn: 'Privacy agreement',
  bodyCn: [
    '主办方收集您填写的信息，仅用于本届展会的观众登记、入场核验及展会相关通知。',
    '您的证件号码和照片仅用于入场身份核验，不会提供给参展商。',
    '展会结束两年后，您的个人信息将被删除。您可随时联系主办方查询、更正或删除您的信息。',
  ].join('\n'),
  bodyEn: [
    'The organiser collects the information you give only for visitor registration, entry checks and notices about this show.',
    'Your ID number and photo are used only to check your identity at the entrance and are never given to exhibitors.',
    'Your personal data is deleted two years after the show. You may ask the organiser at any time to see, correct or delete it.',
  ].join('\n'),
}

export const motorShowProfileForm: ProfileSeedField[] = [
  { field: 'name', type: 'name', required: true, labelCn: '姓名', labelEn: 'Name', placeholderCn: '请输入真实姓名', placeholderEn: 'Your full name' },
  { field: 'company', type: 'company', required: true, labelCn: '公司名称', labelEn: 'Company', placeholderCn: '请输入公司全称', placeholderEn: 'Full company name' },
  { field: 'position', type: 'text', required: true, labelCn: '职位', labelEn: 'Position', placeholderCn: '例如：采购经理', placeholderEn: 'e.g. Purchasing manager' },
  { field: 'phone', type: 'phone', required: false, labelCn: '手机号', labelEn: 'Mobile number', placeholderCn: '11位手机号', placeholderEn: '+ country code and number' },
  { field: 'email', type: 'email', required: false, labelCn: '电子邮箱', labelEn: 'E-mail', placeholderCn: '请输入常用邮箱', placeholderEn: 'name@example.com' },
  { field: 'idNumber', type: 'idNumber', required: false, labelCn: '身份证号码', labelEn: 'Resident ID number', placeholderCn: '18位居民身份证号码', placeholderEn: '18 characters' },
  { field: 'country', type: 'select', required: true, labelCn: '国家/地区', labelEn: 'Country or region', dictCode: 'country' },
  { field: 'industry', type: 'multiSelect', required: true, labelCn: '所属行业', labelEn: 'Industry', dictCode: 'industry', rules: { min: 1 } },
  { field: 'interests', type: 'multiSelect', required: false, labelCn: '感兴趣的展区', labelEn: 'Halls of interest', dictCode: 'visit_interest', rules: { max: 3 } },
  { field: 'visitDate', type: 'date', required: true, labelCn: '参观日期', labelEn: 'Visit date', rules: { minDate: '2025-09-17', maxDate: '2025-09-22' } },
  { field: 'photo', type: 'image', required: false, labelCn: '个人照片（2M以内）', labelEn: 'Photo (up to 2 MB)', rules: { upload: 'image2m' } },
  {
    field: 'privacy',
    type: 'agreement',
    required: true,
    labelCn: '我已阅读并同意隐私协议',
    labelEn: 'I have read and accept the privacy agreement',
    rules: { document: privacyDocument },
  },
]

const visitInterests: Array<[string, string, string]> = [
  ['passengerHall', '乘用车馆', 'Passenger cars hall'],
  ['newEnergyHall', '新能源馆', 'New energy hall'],
  ['partsHall', '零部件馆', 'Parts hall'],
  ['techHall', '智能科技馆', 'Smart technology hall'],
  ['conceptHall', '概念车馆', 'Concept cars hall'],
]

/** Replaces the seeded form of 1001 with the full one; runs inside the seed transaction. */
export async function seedProfileForms(tx: Writer, move: MoveDates = specDates): Promise<void> {
  await tx.delete(formFields).where(and(eq(formFields.tenantId, DEMO_TENANT), eq(formFields.exhibitionId, '1001')))
  await tx.insert(formFields).values(
    move(motorShowProfileForm).map((field, index) => ({
      tenantId: DEMO_TENANT,
      exhibitionId: '1001',
      registerType: null,
      field: field.field,
      type: field.type,
      required: field.required,
      labelCn: field.labelCn,
      labelEn: field.labelEn,
      placeholderCn: field.placeholderCn ?? null,
      placeholderEn: field.placeholderEn ?? null,
      dictCode: field.dictCode ?? null,
      rules: field.rules ?? {},
      sort: (index + 1) * 10,
    })),
  )
  await tx
    .insert(dictionaries)
    .values(
      visitInterests.map(([dictKey, valueCn, valueEn], index) => ({
        tenantId: DEMO_TENANT,
        code: 'visit_interest',
        dictKey,
        valueCn,
        valueEn,
        sort: index,
      })),
    )
    .onConflictDoNothing()
}
