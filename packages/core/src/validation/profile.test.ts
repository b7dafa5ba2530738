import { describe, expect, it } from 'vitest'
import { buildProfileSchema, fieldErrors, isFileId, type ProfileField, type ValidationLanguage } from './index'

const fields: ProfileField[] = [
  { field: 'name', type: 'name', required: true, label: { cn: '姓名', en: 'Name' }, sort: 1 },
  { field: 'company', type: 'company', required: true, label: '公司', sort: 2 },
  { field: 'phone', type: 'phone', required: true, label: 'Phone', sort: 3 },
  { field: 'email', type: 'email', required: false, label: 'E-mail', sort: 4 },
  { field: 'idNumber', type: 'idNumber', required: false, label: 'ID', sort: 5 },
  {
    field: 'industry',
    type: 'select',
    required: true,
    label: 'Industry',
    options: [
      { value: 'auto', label: 'Automotive' },
      { value: 'it', label: 'IT' },
    ],
    sort: 6,
  },
  {
    field: 'interests',
    type: 'multiSelect',
    required: false,
    label: 'Interests',
    options: [
      { value: 'ev', label: 'EV' },
      { value: 'parts', label: 'Parts' },
      { value: 'tyres', label: 'Tyres' },
    ],
    max: 2,
    sort: 7,
  },
  { field: 'region', type: 'select', required: false, label: 'Region', dictCode: 'region', sort: 8 },
  { field: 'arrival', type: 'date', required: false, label: 'Arrival', sort: 9 },
  { field: 'photo', type: 'image', required: false, label: 'Photo', sort: 10 },
  { field: 'title', type: 'text', required: false, label: 'Title', sort: 11 },
  { field: 'terms', type: 'agreement', required: true, label: 'Terms', sort: 12 },
]

const complete = {
  name: '张三',
  company: 'FairPass Ltd',
  phone: '13812345678',
  email: 'a@b.cn',
  idNumber: '11010519491231002X',
  industry: 'auto',
  interests: ['ev', 'parts'],
  region: '310000',
  arrival: '2025-09-17',
  photo: 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9',
  title: 'Buyer',
  terms: true,
}

describe('buildProfileSchema (final submit)', () => {
  const schema = buildProfileSchema(fields, { draft: false })

  it('accepts a complete, well-formed profile', () => {
    expect(schema.safeParse(complete).success).toBe(true)
  })
  it('reports every missing required field, treating empty strings as missing', () => {
    const result = schema.safeParse({ name: '', company: '  ', industry: '' })
    expect(fieldErrors(result.error!, 'en')).toEqual({
      name: 'This field is required',
      company: 'This field is required',
      phone: 'This field is required',
      industry: 'This field is required',
      terms: 'Please tick to agree',
    })
  })
  it('lets optional fields be absent or empty', () => {
    const { email: _e, idNumber: _i, interests: _m, region: _r, arrival: _a, photo: _p, title: _t, ...required } = complete
    expect(schema.safeParse(required).success).toBe(true)
    expect(schema.safeParse({ ...required, email: '', interests: [], photo: null }).success).toBe(true)
  })
  it('restricts select values to the configured options', () => {
    const result = schema.safeParse({ ...complete, industry: 'food', interests: ['ev', 'cars'] })
    expect(fieldErrors(result.error!, 'en')).toEqual({
      industry: 'Choose one of the listed options',
      'interests.1': 'Choose one of the listed options',
    })
  })
  it('applies each type rule', () => {
    const result = schema.safeParse({
      ...complete,
      name: 'Li3',
      phone: '123',
      email: 'x',
      idNumber: '110105194912310021',
      arrival: '2025-02-30',
      photo: 'javascript:alert(1)',
      title: 'x'.repeat(201),
      terms: false,
    })
    expect(Object.keys(fieldErrors(result.error!, 'en')).sort()).toEqual(
      ['arrival', 'email', 'idNumber', 'name', 'phone', 'photo', 'terms', 'title'].sort(),
    )
  })
  it('drops fields that are not configured', () => {
    expect(schema.parse({ ...complete, isAdmin: true })).not.toHaveProperty('isAdmin')
  })
})

describe('buildProfileSchema (draft)', () => {
  const draft = buildProfileSchema(fields, { draft: true })

  it('requires nothing', () => {
    expect(draft.safeParse({}).success).toBe(true)
    expect(draft.safeParse({ terms: false }).success).toBe(true)
  })
  it('still rejects malformed values', () => {
    const result = draft.safeParse({ phone: '123', industry: 'food' })
    expect(fieldErrors(result.error!, 'cn')).toEqual({
      phone: '请输入正确的手机号码（中国大陆11位，或以+加国家区号开头）',
      industry: '请从列出的选项中选择',
    })
  })
})

/** One field at a time, so each rule is seen with its own message in both languages. */
function messagesFor(field: ProfileField, value: unknown, draft = false): Record<ValidationLanguage, string | undefined> {
  const result = buildProfileSchema([field], { draft }).safeParse({ [field.field]: value })
  if (result.success) return { cn: undefined, en: undefined }
  return { cn: fieldErrors(result.error, 'cn')[field.field], en: fieldErrors(result.error, 'en')[field.field] }
}

const field = (type: ProfileField['type'], extra: Partial<ProfileField> = {}): ProfileField => ({
  field: 'f',
  type,
  required: true,
  label: 'F',
  sort: 1,
  ...extra,
})

describe('buildProfileSchema: every rule, worded in cn and en', () => {
  it('required', () => {
    expect(messagesFor(field('text'), '')).toEqual({ cn: '此项为必填项', en: 'This field is required' })
    expect(messagesFor(field('multiSelect', { options: [{ value: 'a', label: 'A' }] }), [])).toEqual({ cn: '此项为必填项', en: 'This field is required' })
    expect(messagesFor(field('image'), null)).toEqual({ cn: '此项为必填项', en: 'This field is required' })
  })
  it('names: at least 2 characters, no digits or special characters', () => {
    expect(messagesFor(field('name'), '李')).toEqual({ cn: '姓名不能少于2个字符', en: 'The name must be at least 2 characters' })
    for (const bad of ['Li3', 'Anna!', 'a_b', '张三@']) {
      expect(messagesFor(field('name'), bad)).toEqual({
        cn: '姓名不能包含数字或特殊字符',
        en: 'The name must not contain digits or special characters',
      })
    }
    for (const good of ['张三', 'Anna-Lena Müller', "O'Brien", '阿卜杜·热合曼']) expect(messagesFor(field('name'), good).en).toBeUndefined()
  })
  it('phone', () => {
    expect(messagesFor(field('phone'), '1381234567')).toEqual({
      cn: '请输入正确的手机号码（中国大陆11位，或以+加国家区号开头）',
      en: 'Enter a valid mobile number: 11 digits for mainland China, or + and the country code',
    })
    expect(messagesFor(field('phone'), '+4915112345678').en).toBeUndefined()
  })
  it('e-mail', () => {
    expect(messagesFor(field('email'), 'a@b')).toEqual({ cn: '请输入正确的邮箱地址', en: 'Enter a valid e-mail address' })
  })
  it('ID number (check character)', () => {
    expect(messagesFor(field('idNumber'), '110105194912310021')).toEqual({ cn: '请输入正确的身份证号码', en: 'Enter a valid resident ID number' })
    expect(messagesFor(field('idNumber'), '11010519491231002x').en).toBeUndefined()
  })
  it('select outside its options', () => {
    const select = field('select', { options: [{ value: 'CN', label: 'China' }] })
    expect(messagesFor(select, 'XX')).toEqual({ cn: '请从列出的选项中选择', en: 'Choose one of the listed options' })
    expect(messagesFor(select, 'XX', true).en).toBe('Choose one of the listed options')
  })
  it('multi-select: min, max, options and no repeats', () => {
    const options = ['a', 'b', 'c', 'd'].map((value) => ({ value, label: value }))
    const multi = field('multiSelect', { options, min: 2, max: 3 })
    expect(messagesFor(multi, ['a'])).toEqual({ cn: '请至少选择2项', en: 'Choose at least 2 options' })
    expect(messagesFor(multi, ['a', 'b', 'c', 'd'])).toEqual({ cn: '最多只能选择3项', en: 'Choose at most 3 options' })
    expect(messagesFor(multi, ['a', 'a']).en).toBe('Choose one of the listed options')
    expect(messagesFor(multi, ['a', 'z']).en).toBeUndefined() // reported on the item, see below
    expect(buildProfileSchema([multi], { draft: false }).safeParse({ f: ['a', 'z'] }).success).toBe(false)
    expect(messagesFor(multi, ['a', 'b']).en).toBeUndefined()
  })
  it('date: a real day within the configured range', () => {
    const date = field('date', { minDate: '2025-09-17', maxDate: '2025-09-22' })
    expect(messagesFor(date, '2025-13-01')).toEqual({ cn: '请输入有效日期（YYYY-MM-DD）', en: 'Enter a valid date (YYYY-MM-DD)' })
    expect(messagesFor(date, '2025-09-23')).toEqual({
      cn: '请选择2025-09-17至2025-09-22之间的日期',
      en: 'Choose a date from 2025-09-17 to 2025-09-22',
    })
    expect(messagesFor(date, '2025-09-17').en).toBeUndefined()
  })
  it('agreement must be ticked', () => {
    expect(messagesFor(field('agreement'), false)).toEqual({ cn: '请勾选同意', en: 'Please tick to agree' })
    expect(messagesFor(field('agreement'), 'true')).toEqual({ cn: '请勾选同意', en: 'Please tick to agree' })
  })
  it('image: only a file id the server issued, never a URL', () => {
    for (const bad of ['https://evil.example/x.png', '/api/blade-resource/oss/file/abc', 'x'.repeat(31), 'A'.repeat(32) + '/']) {
      expect(messagesFor(field('image'), bad)).toEqual({ cn: '请上传图片', en: 'Upload an image' })
    }
    expect(isFileId('AbCdEfGhIjKlMnOpQrStUvWxYz012-_9')).toBe(true)
  })
})
