import { describe, expect, it } from 'vitest'
import { buildProfileSchema, fieldErrors, type ProfileField } from './index'

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
    ],
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
  photo: 'https://cdn.example.com/p.png',
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
