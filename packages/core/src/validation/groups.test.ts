import { describe, expect, it } from 'vitest'
import { fieldErrors } from './messages'
import { groupImportSchema, groupJoinSchema, groupMemberFields, groupSaveSchema } from './groups'

describe('group schemas', () => {
  it('takes a member with a mobile or an e-mail; blank fields read as not given', () => {
    expect(groupMemberFields.parse({ name: ' 王伟 ', mobile: '13900000001', email: '' })).toEqual({ name: '王伟', mobile: '13900000001', email: undefined, company: '', title: '' })
    expect(groupMemberFields.parse({ name: 'Anna Schmidt', email: 'anna@example.de', company: 'Nord GmbH', title: 'Buyer' }).email).toBe('anna@example.de')
    const none = groupMemberFields.safeParse({ name: 'Anna Schmidt', mobile: ' ' })
    expect(none.success || fieldErrors(none.error, 'cn')).toEqual({ mobile: '请填写手机号或邮箱' })
  })

  it('names every bad field in both languages', () => {
    const bad = groupMemberFields.safeParse({ name: 'A1', mobile: '12', email: 'x@', title: 'x'.repeat(61) })
    expect(bad.success).toBe(false)
    if (bad.success) return
    expect(Object.keys(fieldErrors(bad.error, 'en')).sort()).toEqual(['email', 'mobile', 'name', 'title'])
    expect(fieldErrors(bad.error, 'en').title).toBe('Enter at most 60 characters')
    const group = groupSaveSchema.safeParse({ exhibitionId: '1020', name: 'G', company: '', expectedSize: 2.5 })
    expect(group.success || fieldErrors(group.error, 'en')).toEqual({
      name: 'Enter the group name, 2 to 60 characters',
      company: 'Enter the company, at least 2 characters',
      expectedSize: 'Enter the expected number of people, a whole number from 1 to 2000',
    })
  })

  it('accepts only xlsx or csv as base64, and join codes of the link\'s shape', () => {
    expect(groupImportSchema.safeParse({ exhibitionId: '1020', format: 'xls', content: 'AAAA' }).success).toBe(false)
    expect(groupImportSchema.safeParse({ exhibitionId: '1020', format: 'csv', content: 'not base64!' }).success).toBe(false)
    expect(groupJoinSchema.safeParse({ exhibitionId: '1020', visitingGroupId: 'demo-group-1020-join-code' }).success).toBe(true)
    expect(groupJoinSchema.safeParse({ exhibitionId: '1020', visitingGroupId: "x' OR 1=1" }).success).toBe(false)
  })
})
