import sharp from 'sharp'
import { EXHIBITOR_PATHS, type CompanyCreated } from '@fairpass/core/contract'
import type { CompanyCreateRequest } from '@fairpass/core/validation'
import { DEMO_ADMIN_KEY } from '../../seed'
import type { Envelope, TestServer } from '../../testing'
import { auth, EXHIBITION, TENANT } from '../orders/testing'
import { upload } from '../upload/testing'

/*
 * Helpers the exhibitor tests share: companies made by the organiser's route, admins signed in by the password
 * grant as /exhibitorRegist/login does, images of a chosen size and weight for the upload checks.
 */

export { EXHIBITION, TENANT, auth }

export const NEW_PASSWORD = 'Expo#2026pw'

let counter = 0

export function companyRequest(overrides: Partial<CompanyCreateRequest> = {}): CompanyCreateRequest {
  counter += 1
  const suffix = `${Date.now().toString(36)}${counter}`
  return {
    nameCn: `测试企业${suffix}`,
    nameEn: `Test Company ${suffix}`,
    fullNameCn: `福州测试企业${suffix}有限公司`,
    fullNameEn: `Fuzhou Test Company ${suffix} Co., Ltd.`,
    adminAccount: `admin.${suffix}@exhibitor.example`,
    booths: [
      { hall: 'T1', boothNo: `S${suffix}`, type: 'standard', area: 9 },
      { hall: 'T2', boothNo: `B${suffix}`, type: 'bareSpace', area: 36 },
    ],
    ...overrides,
  }
}

export function organiser(server: TestServer, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, query?: Record<string, string>, exhibitionId = EXHIBITION) {
  return server.call({
    method,
    url: path.replace(':exhibitionId', exhibitionId),
    headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}`, 'accept-language': 'en' },
    payload: payload as Record<string, unknown> | undefined,
    query,
  })
}

export async function createCompany(server: TestServer, overrides: Partial<CompanyCreateRequest> = {}, exhibitionId = EXHIBITION): Promise<CompanyCreated> {
  const answer = await organiser(server, 'POST', EXHIBITOR_PATHS.adminCreateCompany, companyRequest(overrides), undefined, exhibitionId)
  if (answer.status !== 200) throw new Error(`creating a company failed: ${JSON.stringify(answer.body)}`)
  return answer.body.data as CompanyCreated
}

export async function login(server: TestServer, account: string, password: string, exhibitionId = EXHIBITION) {
  return server.call({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: { 'accept-language': 'en' },
    payload: { grant_type: 'password', account, password, tenantId: TENANT, exhibitionId, type: 'exhibitorDept', privacyMark: true, languageType: 'en' },
  })
}

/** A company whose admin has signed in and chosen a password: the token to act as its admin. */
export async function readyAdmin(server: TestServer, overrides: Partial<CompanyCreateRequest> = {}, exhibitionId = EXHIBITION): Promise<{ company: CompanyCreated; token: string; userId: string }> {
  const company = await createCompany(server, overrides, exhibitionId)
  const signedIn = await login(server, company.adminAccount, company.firstLoginPassword, exhibitionId)
  if (signedIn.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(signedIn.body)}`)
  const set = await call(server, signedIn.body.data.access_token, 'POST', EXHIBITOR_PATHS.setPassword, { newPassword: NEW_PASSWORD, newPassword1: NEW_PASSWORD }, exhibitionId)
  if (set.status !== 200) throw new Error(`setting the password failed: ${JSON.stringify(set.body)}`)
  return { company, token: set.body.data.access_token, userId: signedIn.body.data.user_id }
}

/** A portal call as the page makes it: the exhibition in the query (GET) or the body (POST). */
export function call(server: TestServer, token: string, method: 'GET' | 'POST', path: string, fields: Record<string, unknown> = {}, exhibitionId = EXHIBITION, language: 'cn' | 'en' = 'en'): Promise<{ status: number; body: Envelope }> {
  const context = { tenantId: TENANT, exhibitionId, languageType: language }
  return server.call({
    method,
    url: path,
    headers: auth(token, TENANT, language),
    query: method === 'GET' ? ({ ...context, ...fields } as Record<string, string>) : undefined,
    payload: method === 'POST' ? { ...context, ...fields } : undefined,
  })
}

/** An image of the given size; `noise` makes it heavy (a noisy PNG barely compresses), for the logo's 10 KB floor. */
export async function image(width: number, height: number, format: 'png' | 'jpeg', noise = true): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: '#336699', ...(noise ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 40 } } : {}) } })
  return format === 'png' ? base.png().toBuffer() : base.jpeg({ quality: 90 }).toBuffer()
}

export function uploadAs(server: TestServer, token: string, purpose: string, file: { name: string; type: string; bytes: Buffer }, exhibitionId = EXHIBITION, language: 'cn' | 'en' = 'en') {
  return upload(server, token, { exhibitionId, purpose }, file, { language })
}

export const journalEntry = (logoFileId: string | null) => ({
  nameCn: '福州示例机械',
  nameEn: 'Fuzhou Example Machinery',
  contacts: '王芳',
  contactInformation: '0591-87654321',
  introductionCn: '专业生产数控机床与自动化产线，服务全球客户二十年。',
  introductionEn: 'We build CNC machines and automated lines for customers worldwide.',
  logoFileId,
  initiativeLetterAccepted: true,
})

export const productFields = (imageFileIds: string[], name = '五轴加工中心') => ({
  nameCn: name,
  nameEn: 'Five-axis machining centre',
  descriptionCn: '高精度五轴联动，适用于航空零件加工。',
  descriptionEn: 'High-precision five-axis machining for aerospace parts.',
  category: 'machinery',
  imageFileIds,
})

/** Catalogue and exhibits submitted (the prerequisite of badges), with one product. */
export async function completeCatalogue(server: TestServer, token: string, exhibitionId = EXHIBITION): Promise<void> {
  const logo = await uploadAs(server, token, 'exhibitorLogo', { name: 'logo.png', type: 'image/png', bytes: await image(520, 320, 'png') }, exhibitionId)
  if (logo.status !== 200) throw new Error(`logo upload failed: ${JSON.stringify(logo.body)}`)
  const saved = await call(server, token, 'POST', EXHIBITOR_PATHS.journalSave, { journal: journalEntry(logo.body.data.fileId), submit: true }, exhibitionId)
  if (saved.status !== 200) throw new Error(`journal failed: ${JSON.stringify(saved.body)}`)
  const picture = await uploadAs(server, token, 'productImage', { name: 'p.jpg', type: 'image/jpeg', bytes: await image(300, 200, 'jpeg', false) }, exhibitionId)
  const product = await call(server, token, 'POST', EXHIBITOR_PATHS.productSave, { product: productFields([picture.body.data.fileId]) }, exhibitionId)
  if (product.status !== 200) throw new Error(`product failed: ${JSON.stringify(product.body)}`)
  const submitted = await call(server, token, 'POST', EXHIBITOR_PATHS.statusSubmit, { part: 'exhibits' }, exhibitionId)
  if (submitted.status !== 200) throw new Error(`exhibits failed: ${JSON.stringify(submitted.body)}`)
}
