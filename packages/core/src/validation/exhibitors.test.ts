import { describe, expect, it } from 'vitest'
import {
  applicantSchema,
  applicantValues,
  boothAreaProblem,
  companyCreateSchema,
  exhibitorPasswordChangeSchema,
  exhibitorSetPasswordSchema,
  fieldErrors,
  inviteCodeSchema,
  journalSaveSchema,
  productSaveSchema,
  reviewDecisionSchema,
  staffInviteCreateSchema,
} from './index'

const EXHIBITION = 'expo-2026'
const LOGO = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9'
const entry = {
  nameCn: '福州示例机械有限公司',
  nameEn: 'Fuzhou Example Machinery Co., Ltd.',
  contacts: '王芳',
  contactInformation: '0591-87654321',
  introductionCn: '专业生产数控机床与自动化产线，服务全球客户二十年。',
  introductionEn: 'We build CNC machines and automated lines for customers worldwide.',
  logoFileId: LOGO,
  initiativeLetterAccepted: true,
}

describe('catalogue entry (exhibitor journal)', () => {
  it('keeps a draft with any field empty, and fills what was not sent', () => {
    const draft = journalSaveSchema.safeParse({ exhibitionId: EXHIBITION, journal: { nameCn: '半填' } })
    expect(draft.success).toBe(true)
    expect(draft.data!.submit).toBe(false)
    expect(draft.data!.journal).toMatchObject({ nameCn: '半填', nameEn: '', logoFileId: null, initiativeLetterAccepted: false })
  })

  it('accepts a complete entry for review', () => {
    expect(journalSaveSchema.safeParse({ exhibitionId: EXHIBITION, journal: entry, submit: true }).success).toBe(true)
  })

  it('on submit refuses a missing initiative tick, logo and introduction, each under its field, in cn and en', () => {
    const result = journalSaveSchema.safeParse({
      exhibitionId: EXHIBITION,
      submit: true,
      journal: { ...entry, initiativeLetterAccepted: false, logoFileId: null, introductionEn: 'short' },
    })
    expect(result.success).toBe(false)
    const en = fieldErrors(result.error!, 'en')
    expect(en['journal.initiativeLetterAccepted']).toBe('Please read and tick the exhibitor initiative letter')
    expect(en['journal.logoFileId']).toBe('Upload the company logo')
    expect(en['journal.introductionEn']).toBe('Write an introduction of at least 10 characters')
    expect(fieldErrors(result.error!, 'cn')['journal.initiativeLetterAccepted']).toBe('请阅读并勾选参展商倡议书')
  })

  it('refuses contact information that is neither a phone nor an e-mail', () => {
    const result = journalSaveSchema.safeParse({ exhibitionId: EXHIBITION, submit: true, journal: { ...entry, contactInformation: 'call us' } })
    expect(fieldErrors(result.error!, 'en')['journal.contactInformation']).toContain('landline')
    for (const ok of ['13812345678', 'sales@example.com', '+8613812345678', '(010) 12345678-123']) {
      expect(journalSaveSchema.safeParse({ exhibitionId: EXHIBITION, submit: true, journal: { ...entry, contactInformation: ok } }).success).toBe(true)
    }
  })

  it('bounds a draft in length too', () => {
    const result = journalSaveSchema.safeParse({ exhibitionId: EXHIBITION, journal: { introductionCn: 'x'.repeat(2001) } })
    expect(fieldErrors(result.error!, 'en')['journal.introductionCn']).toBe('Enter at most 2000 characters')
  })
})

describe('product', () => {
  const product = {
    nameCn: '五轴加工中心',
    nameEn: 'Five-axis machining centre',
    descriptionCn: '高精度五轴联动，适用于航空零件加工。',
    descriptionEn: 'High-precision five-axis machining for aerospace parts.',
    category: 'machinery',
    imageFileIds: [LOGO],
  }

  it('accepts a product with one image and no video', () => {
    const result = productSaveSchema.safeParse({ exhibitionId: EXHIBITION, product })
    expect(result.success).toBe(true)
    expect(result.data!.product.videoFileId).toBeNull()
  })

  it('asks for at least one image and allows at most 6', () => {
    expect(fieldErrors(productSaveSchema.safeParse({ exhibitionId: EXHIBITION, product: { ...product, imageFileIds: [] } }).error!, 'en')['product.imageFileIds']).toBe('Upload at least one product image')
    const seven = productSaveSchema.safeParse({ exhibitionId: EXHIBITION, product: { ...product, imageFileIds: Array(7).fill(LOGO) } })
    expect(fieldErrors(seven.error!, 'cn')['product.imageFileIds']).toBe('每个产品最多上传6张图片')
  })

  it('refuses a made-up file id and a category with odd characters', () => {
    const result = productSaveSchema.safeParse({ exhibitionId: EXHIBITION, product: { ...product, imageFileIds: ['../etc/passwd'], category: '<b>' } })
    const errors = fieldErrors(result.error!, 'en')
    expect(errors['product.imageFileIds.0']).toBe('Upload an image')
    expect(errors['product.category']).toBe('Choose a product category')
  })
})

describe('staff applicant', () => {
  it('needs a mobile or an e-mail, and checks each when given', () => {
    expect(fieldErrors(applicantSchema.safeParse({ name: '李雷', position: '销售经理' }).error!, 'en').mobile).toBe('Enter a mobile number or an e-mail address')
    expect(fieldErrors(applicantSchema.safeParse({ name: '李雷', position: '销售经理', mobile: '12345' }).error!, 'en').mobile).toContain('valid mobile')
    expect(fieldErrors(applicantSchema.safeParse({ name: '李雷', position: '销售经理', email: 'x@' }).error!, 'cn').email).toBe('请输入正确的邮箱地址')
    expect(applicantSchema.safeParse({ name: 'Anna Schmidt', position: 'Engineer', email: 'anna@example.de', mobile: '' }).success).toBe(true)
  })

  it('checks an ID number when given and stores an empty one as null', () => {
    expect(fieldErrors(applicantSchema.safeParse({ name: '李雷', position: '销售经理', mobile: '13812345678', idNumber: '110101199003070000' }).error!, 'en').idNumber).toBe('Enter a valid resident ID number')
    const parsed = applicantSchema.parse({ name: '李雷', position: '销售经理', mobile: '13812345678', idNumber: '', email: '' })
    expect(applicantValues(parsed)).toEqual({ name: '李雷', mobile: '13812345678', email: null, idNumber: null, position: '销售经理' })
  })

  it('refuses digits in a name', () => {
    expect(applicantSchema.safeParse({ name: 'Li 3', position: 'Sales', mobile: '13812345678' }).success).toBe(false)
  })
})

describe('invitations', () => {
  it('forgives case, spaces and dashes in a typed code, and refuses look-alike characters', () => {
    expect(inviteCodeSchema.parse(' abcd-ef23 ')).toBe('ABCDEF23')
    expect(inviteCodeSchema.safeParse('ABCDEF0O').success).toBe(false)
    expect(inviteCodeSchema.safeParse('ABC').success).toBe(false)
  })

  it('bounds uses and days, with defaults', () => {
    expect(staffInviteCreateSchema.parse({ exhibitionId: EXHIBITION })).toMatchObject({ maxUses: 20, validDays: 14 })
    expect(fieldErrors(staffInviteCreateSchema.safeParse({ exhibitionId: EXHIBITION, maxUses: 201 }).error!, 'en').maxUses).toBe('An invitation may be used 1 to 200 times')
    expect(staffInviteCreateSchema.safeParse({ exhibitionId: EXHIBITION, validDays: '0' }).success).toBe(false)
  })
})

describe('passwords', () => {
  it('applies the spec rule (8+, digits, letters, specials) and the confirmation', () => {
    expect(exhibitorSetPasswordSchema.safeParse({ exhibitionId: EXHIBITION, newPassword: 'Expo#2026', newPassword1: 'Expo#2026' }).success).toBe(true)
    const short = exhibitorSetPasswordSchema.safeParse({ exhibitionId: EXHIBITION, newPassword: 'Ab#1', newPassword1: 'Ab#1' })
    expect(fieldErrors(short.error!, 'en').newPassword).toBe('The password must be at least 8 characters')
    const weak = exhibitorSetPasswordSchema.safeParse({ exhibitionId: EXHIBITION, newPassword: 'abcdefgh', newPassword1: 'abcdefgh' })
    expect(fieldErrors(weak.error!, 'cn').newPassword).toBe('密码须同时包含数字、字母和特殊字符')
    const mismatch = exhibitorPasswordChangeSchema.safeParse({ exhibitionId: EXHIBITION, oldPassword: 'x', newPassword: 'Expo#2026', newPassword1: 'Expo#2027' })
    expect(fieldErrors(mismatch.error!, 'en').newPassword1).toBe('The new passwords entered do not match')
    expect(fieldErrors(exhibitorPasswordChangeSchema.safeParse({ exhibitionId: EXHIBITION, oldPassword: '', newPassword: 'Expo#2026', newPassword1: 'Expo#2026' }).error!, 'en').oldPassword).toBe('Enter your password')
  })
})

describe('organiser requests', () => {
  const company = {
    nameCn: '示例机械',
    fullNameCn: '福州示例机械有限公司',
    adminAccount: 'admin@example.com',
    booths: [
      { hall: '1H', boothNo: 'A01', type: 'standard', area: 9 },
      { hall: '2H', boothNo: 'B10', type: 'bareSpace', area: 54 },
    ],
  }

  it('knows the booth sizes of spec §9', () => {
    expect(boothAreaProblem('standard', 12)).toBeNull()
    expect(boothAreaProblem('standard', 10)).toBe('validation.exhibitor.standardArea')
    expect(boothAreaProblem('bareSpace', 26)).toBe('validation.exhibitor.bareSpaceArea')
    expect(boothAreaProblem('bareSpace', 300)).toBeNull()
    expect(boothAreaProblem('bareSpace', 301)).toBe('validation.exhibitor.bareSpaceArea')
  })

  it('creates a company with booths, refusing a wrong size and a booth listed twice', () => {
    expect(companyCreateSchema.safeParse(company).success).toBe(true)
    const wrong = companyCreateSchema.safeParse({ ...company, booths: [{ ...company.booths[0], area: 10 }, company.booths[1]] })
    expect(fieldErrors(wrong.error!, 'en')['booths.0.area']).toBe('A standard booth is 9, 12 or 15 sq m')
    const twice = companyCreateSchema.safeParse({ ...company, booths: [...company.booths, { ...company.booths[1], boothNo: 'b10', hall: '2h' }] })
    expect(fieldErrors(twice.error!, 'en')['booths.2.boothNo']).toBe('This booth is listed twice')
  })

  it('asks for a reason when rejecting', () => {
    const id = '0b7f3c9e-2a41-4c55-9d7e-6f1a2b3c4d5e'
    expect(reviewDecisionSchema.safeParse({ kind: 'credential', id, decision: 'approve' }).success).toBe(true)
    expect(fieldErrors(reviewDecisionSchema.safeParse({ kind: 'credential', id, decision: 'reject', reason: '  ' }).error!, 'cn').reason).toBe('请填写审核不通过的原因')
  })
})
