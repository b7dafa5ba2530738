import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { GROUP_PATHS } from '@fairpass/core/contract'
import { readCode, uniqueEmail } from './outbox'

/*
 * A group leader of its own for one test run and language (issue 18): made over the API as the registration pages
 * would (e-mail code, a visitingGroup registration with a complete profile, the group and its members), so journeys
 * of the group manager's parts run side by side and leave the demo leader (tests/group-manager.e2e.ts) alone.
 */

type Language = 'cn' | 'en'

export const GROUP_EXHIBITION = '1020'
const TENANT = '000000'

export const groupLink = (path: string, language: Language, registerType = 'visitingGroup', exhibitionId = GROUP_EXHIBITION) => {
  const [route, query] = path.split('?')
  return `/#${route}?${query ? `${query}&` : ''}tenantId=${TENANT}&exhibitionId=${exhibitionId}&registerType=${registerType}&languageType=${language}`
}

export interface NewMember {
  name: string
  mobile?: string
  email?: string
  company?: string
  title?: string
}

export interface Leader {
  account: string
  /** Headers of the leader's API session (bearer token and tenant). */
  headers: Record<string, string>
  userId: string
  groupId: string
  memberIds: string[]
}

/** Signs an e-mail account in over the API with a code from the dev outbox; answers the session's headers. */
export async function apiSignIn(request: APIRequestContext, account: string, { registerType = 'visitor', language = 'en' as Language, exhibitionId = GROUP_EXHIBITION } = {}) {
  const context = { tenantId: TENANT, exhibitionId, languageType: language }
  expect((await request.get('/api/blade-auth/validate-code/email', { params: { account, ...context } })).ok()).toBe(true)
  const login = await request.post('/api/blade-auth/oauth/token', {
    data: { grant_type: 'appemail', account, code: await readCode(request, account), privacyMark: true, registerType, ...context },
  })
  expect(login.ok()).toBe(true)
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token
  return { authorization: `Bearer ${token}`, 'tenant-id': TENANT }
}

async function ok<T>(answer: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const response = await answer
  const body = (await response.json()) as { success: boolean; msg: string; data: T }
  expect(body.success, body.msg).toBe(true)
  return body.data
}

/**
 * A leader with a complete, approved-free registration (the group pages need none), a group of `label`'s name and
 * the members given (added as the leader would add them by hand).
 */
export async function createLeader(
  request: APIRequestContext,
  { label, language = 'en', members = [] }: { label: string; language?: Language; members?: NewMember[] },
): Promise<Leader> {
  const account = uniqueEmail()
  // The Chinese login at 1020 takes SMS codes only: the e-mail code is asked for in English, the pages shown in `language`.
  const headers = await apiSignIn(request, account, { registerType: 'visitingGroup', language: 'en' })
  const context = { tenantId: TENANT, exhibitionId: GROUP_EXHIBITION, languageType: language }
  const data = '/api/ef-registration-data-client/reg-user-data/user'
  const { userId } = await ok<{ userId: string }>(request.post(`${data}/registerType/addAndGetAll`, { headers, data: { ...context, registerType: 'visitingGroup', topRegisterType: 'visitingGroup' } }))
  await ok(request.post(`${data}/saveOrUpdate`, { headers, data: { ...context, registerType: 'visitingGroup', isDraft: false, data: { name: `Leader ${label}`, company: `${label} Trading` } } }))
  const group = await ok<{ id: string }>(request.post(GROUP_PATHS.save, { headers, data: { ...context, name: `${label} buyers`, company: `${label} Trading`, expectedSize: Math.max(members.length, 5) } }))
  const memberIds: string[] = []
  for (const member of members) {
    const added = await ok<{ id: string }>(request.post(GROUP_PATHS.addMember, { headers, data: { ...context, member } }))
    memberIds.push(added.id)
  }
  return { account, headers, userId, groupId: group.id, memberIds }
}

/**
 * The page opens already signed in as the leader: the session the login form would have left (sessionStorage
 * `fair:` keys) is put in place before the page's scripts run. A second code to the same account within a minute is
 * refused by the resend limit, so a leader made over the API cannot also log in through the form straight away.
 */
export async function openAsLeader(page: Page, leader: Pick<Leader, 'account' | 'headers' | 'userId'>, path: string, language: Language) {
  const session: Record<string, string> = {
    token: leader.headers.authorization.replace(/^Bearer /, ''),
    tenantId: TENANT,
    exhibitionId: GROUP_EXHIBITION,
    registerType: 'visitingGroup',
    account: leader.account,
    userId: leader.userId,
    languageType: language,
    loginMode: 'appemail',
  }
  await page.addInitScript((entries) => {
    for (const [field, value] of entries) sessionStorage.setItem(`fair:${field}`, value)
  }, Object.entries(session))
  await page.goto(groupLink(path, language))
}

export interface Visitor {
  account: string
  headers: Record<string, string>
  userId: string
  /** The exhibition they registered at (1020 unless said). */
  exhibitionId?: string
}

/**
 * A visitor of exhibition 1020 for one test run (issue 18, registering other people): signed in over the API by
 * e-mail code with a registration of `registerType` (visitor); `profile` completes it (name and company) unless null,
 * for a person whose registration someone else made.
 */
export async function createVisitor(
  request: APIRequestContext,
  {
    account = uniqueEmail(),
    language = 'en',
    profile = {},
    exhibitionId = GROUP_EXHIBITION,
  }: { account?: string; language?: Language; profile?: Record<string, unknown> | null; exhibitionId?: string } = {},
): Promise<Visitor> {
  // E-mail codes are the English login's (1020's Chinese login is by SMS); the pages then open in `language`.
  const headers = await apiSignIn(request, account, { registerType: 'visitor', language: 'en', exhibitionId })
  const context = { tenantId: TENANT, exhibitionId, languageType: language }
  const data = '/api/ef-registration-data-client/reg-user-data/user'
  const { userId } = await ok<{ userId: string }>(request.post(`${data}/registerType/addAndGetAll`, { headers, data: { ...context, registerType: 'visitor', topRegisterType: 'visitor' } }))
  if (profile) {
    await ok(request.post(`${data}/saveOrUpdate`, { headers, data: { ...context, registerType: 'visitor', isDraft: false, data: { name: 'Visitor Example', company: 'Example Trading', ...profile } } }))
  }
  return { account, headers, userId, exhibitionId }
}

/** Like openAsLeader, for a visitor (register type visitor): the group manager's page opens in their session. */
export async function openAsVisitor(page: Page, visitor: Visitor, path: string, language: Language) {
  const session: Record<string, string> = {
    token: visitor.headers.authorization.replace(/^Bearer /, ''),
    tenantId: TENANT,
    exhibitionId: visitor.exhibitionId ?? GROUP_EXHIBITION,
    registerType: 'visitor',
    account: visitor.account,
    userId: visitor.userId,
    languageType: language,
    loginMode: 'appemail',
  }
  await page.addInitScript((entries) => {
    for (const [field, value] of entries) sessionStorage.setItem(`fair:${field}`, value)
  }, Object.entries(session))
  await page.goto(groupLink(path, language, 'visitor', visitor.exhibitionId))
}
