import type { ExhibitionRef } from '@fairpass/core/area'
import type { CredentialList, ExhibitorFormConfig, ExhibitorInfo, JournalView, ProductPage, ProductView, ReviewPart, StaffInviteLanding } from '@fairpass/core/contract'

export const EXHIBITION: ExhibitionRef = { tenantId: '000000', exhibitionId: '1020', registerType: 'exhibitorDept' }
export const DEPT_ID = '11111111-1111-4111-8111-111111111111'
export const USER_ID = '22222222-2222-4222-8222-222222222222'
export const PRODUCT_ID = '33333333-3333-4333-8333-333333333333'
export const FILE_ID = 'A0123456789abcdef0123456789abcde'

export const NONE: ReviewPart = { state: 'none', reason: null, submittedAt: null, decidedAt: null }

export function info(overrides: Partial<ExhibitorInfo> = {}): ExhibitorInfo {
  return {
    userId: USER_ID,
    account: 'exhibitor1@fairpass.example',
    role: 'admin',
    mustSetPassword: false,
    tenantId: '000000',
    exhibitionId: '1020',
    deptId: DEPT_ID,
    deptName: '海峡机械',
    deptEnName: 'Strait Machinery',
    fullName: '福州海峡机械有限公司',
    fullEnName: 'Fuzhou Strait Machinery Co., Ltd.',
    exhibitorJournalId: null,
    exhibitorJournalName: null,
    exhibitorJournalEnName: null,
    journalContacts: null,
    journalContactInformation: null,
    journalIntroduction: null,
    journalEnIntroduction: null,
    journalLogo: null,
    companyExhibitionVO: { deptId: DEPT_ID, exhibitionHallNo: '1H', boothNo: 'A01', boothNos: 'A01,A02' },
    booths: [
      { id: 'b1', hall: '1H', boothNo: 'A01', type: 'standard', area: 9 },
      { id: 'b2', hall: '1H', boothNo: 'A02', type: 'standard', area: 12 },
    ],
    catalogue: NONE,
    exhibits: NONE,
    prerequisite: { journalComplete: false, exhibitsComplete: false, met: false },
    ...overrides,
  }
}

export function formConfig(): ExhibitorFormConfig {
  return {
    exhibitionId: '1020',
    defaultProductCap: 10,
    defaultCredentialCap: 20,
    credentialDeadline: null,
    productCategories: [
      { key: 'machinery', label: 'Machinery' },
      { key: 'electronics', label: 'Electronics' },
    ],
    initiativeLetter: 'We exhibit honestly.',
    uploads: {
      exhibitorLogo: { extensions: ['png', 'jpg', 'jpeg'], minBytes: 10 * 1024, maxBytes: 1024 * 1024, suggested: { width: 600, height: 350 } },
      productImage: { extensions: ['jpg', 'png'], minBytes: null, maxBytes: 2 * 1024 * 1024, suggested: null },
      productVideo: { extensions: ['mp4'], minBytes: null, maxBytes: 20 * 1024 * 1024, suggested: null },
    },
    productImagesMax: 6,
  }
}

export function journal(overrides: Partial<JournalView> = {}): JournalView {
  return {
    id: null,
    exhibitionId: '1020',
    status: 'draft',
    nameCn: '',
    nameEn: '',
    contacts: '',
    contactInformation: '',
    introductionCn: '',
    introductionEn: '',
    logoFileId: null,
    initiativeLetterAccepted: false,
    logo: null,
    review: NONE,
    copiedFromId: null,
    updatedAt: null,
    ...overrides,
  }
}

export function product(overrides: Partial<ProductView> = {}): ProductView {
  return {
    id: PRODUCT_ID,
    exhibitionId: '1020',
    nameCn: '数控机床',
    nameEn: 'CNC lathe',
    descriptionCn: '高精度数控机床，适合小批量生产。',
    descriptionEn: 'A precise CNC lathe for small batches.',
    category: 'machinery',
    categoryLabel: 'Machinery',
    images: [{ fileId: FILE_ID, link: '/files/a.png', thumbLink: '/files/a-thumb.png' }],
    video: null,
    copiedFromId: null,
    createdAt: '2026-09-01T08:00:00.000Z',
    updatedAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  }
}

export function productPage(records: ProductView[], overrides: Partial<ProductPage> = {}): ProductPage {
  return { page: 1, size: 50, total: records.length, records, cap: 2, used: records.length, exhibits: NONE, ...overrides }
}

export function credentialList(overrides: Partial<CredentialList> = {}): CredentialList {
  return { exhibitionId: '1020', cap: 20, used: 0, deadline: null, closed: false, prerequisite: { journalComplete: true, exhibitsComplete: true, met: true }, records: [], ...overrides }
}

export function landing(overrides: Partial<StaffInviteLanding> = {}): StaffInviteLanding {
  return {
    tenantId: '000000',
    exhibitionId: '1020',
    exhibitionTitle: 'Fair 1020',
    deptId: DEPT_ID,
    companyName: 'Strait Machinery',
    booths: [{ id: 'b1', hall: '1H', boothNo: 'A01', type: 'standard', area: 9 }],
    refusal: null,
    ...overrides,
  }
}
