import { and, asc, eq, sql } from 'drizzle-orm'
import type { InvitationTemplateView, InviteBatchResult, InviteChannel, InviteRecordPage, InviteRecordStatus, InviteRecordView, VipInviteView } from '@fairpass/core/contract'
import { interpolate, type InvitationTemplateSaveRequest, type InviteBatchRequest, type VipInviteSaveRequest } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { boothsOf, companyName, fileRef, participationOf, type Queryable, type Scope } from './company'
import { exhibitorInvitationTemplates, exhibitorInviteRecords, exhibitorVipInvites, type InvitationTemplateRow } from './tables'
import { claimUploads } from './uploads'

/*
 * VIP buyer invitations (issue 17). A company invites buyers by SMS or e-mail (through the notifier, like every
 * message of the server), or shares its link / QR code, which carries `inviteDeptId` and `sourceInviteUserId`. The
 * registration keeps the link parameters it came by in its register log (entry feature), so who registered by the
 * company's link is read from there; who came from the gate's `entered` footprints. The list answers what the company
 * may know: the names and addresses it typed itself, and a visitor's own contact data only when the visitor agreed to
 * share it with exhibitors (the registration form's `shareContactWithExhibitors` answer).
 */

/** The registration form's answer by which a visitor lets exhibitors see their contact data. */
export const CONTACT_CONSENT_FIELD = 'shareContactWithExhibitors'

export function templateView(row: InvitationTemplateRow, language: Language): InvitationTemplateView {
  return {
    id: row.id,
    registerType: row.registerType,
    channel: row.channel as InviteChannel,
    title: language === 'en' ? row.titleEn : row.titleCn,
    body: language === 'en' ? row.bodyEn : row.bodyCn,
  }
}

export async function listTemplates(db: Queryable, exhibition: { tenantId: string; id: string }, registerType: string | undefined, language: Language): Promise<InvitationTemplateView[]> {
  const rows = await db
    .select()
    .from(exhibitorInvitationTemplates)
    .where(
      and(
        eq(exhibitorInvitationTemplates.tenantId, exhibition.tenantId),
        eq(exhibitorInvitationTemplates.exhibitionId, exhibition.id),
        registerType ? eq(exhibitorInvitationTemplates.registerType, registerType) : undefined,
      ),
    )
    .orderBy(asc(exhibitorInvitationTemplates.createdAt), asc(exhibitorInvitationTemplates.id))
  return rows.map((row) => templateView(row, language))
}

export async function saveTemplate(ctx: AppContext, exhibition: { tenantId: string; id: string }, input: InvitationTemplateSaveRequest, language: Language): Promise<InvitationTemplateView> {
  const [row] = await ctx.db
    .insert(exhibitorInvitationTemplates)
    .values({ tenantId: exhibition.tenantId, exhibitionId: exhibition.id, registerType: input.registerType, channel: input.channel, titleCn: input.titleCn, titleEn: input.titleEn, bodyCn: input.bodyCn, bodyEn: input.bodyEn })
    .returning()
  return templateView(row, language)
}

async function findTemplate(db: Queryable, scope: Scope, id: string): Promise<InvitationTemplateRow> {
  const [row] = await db
    .select()
    .from(exhibitorInvitationTemplates)
    .where(and(eq(exhibitorInvitationTemplates.tenantId, scope.tenantId), eq(exhibitorInvitationTemplates.exhibitionId, scope.exhibitionId), eq(exhibitorInvitationTemplates.id, id)))
    .limit(1)
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

function linkPath(scope: Scope, userId: string, registerType: string, language: Language): string {
  const params = new URLSearchParams({
    tenantId: scope.tenantId,
    exhibitionId: scope.exhibitionId,
    registerType,
    languageType: language,
    inviteType: 'QRCODE',
    inviteDeptId: scope.deptId,
    sourceInviteUserId: userId,
  })
  return `/#/?${params.toString()}`
}

export async function vipInviteView(db: Queryable, scope: Scope, userId: string, language: Language): Promise<VipInviteView> {
  const [row] = await db.select().from(exhibitorVipInvites).where(and(eq(exhibitorVipInvites.exhibitionId, scope.exhibitionId), eq(exhibitorVipInvites.deptId, scope.deptId))).limit(1)
  const template = row?.templateId ? await findTemplate(db, scope, row.templateId) : null
  return {
    exhibitionId: scope.exhibitionId,
    templateId: row?.templateId ?? null,
    wordingCn: row?.wordingCn ?? '',
    wordingEn: row?.wordingEn ?? '',
    image: fileRef(row?.imageFileId ?? null, null),
    linkPath: linkPath(scope, userId, template?.registerType ?? 'visitor', language),
    inviteDeptId: scope.deptId,
    sourceInviteUserId: userId,
  }
}

export async function saveVipInvite(ctx: AppContext, scope: Scope, input: VipInviteSaveRequest, language: Language): Promise<void> {
  if (input.templateId) await findTemplate(ctx.db, scope, input.templateId)
  if (input.imageFileId) await claimUploads(ctx.db, scope, 'inviteImage', [input.imageFileId], 'imageFileId', language)
  const values = { templateId: input.templateId, wordingCn: input.wordingCn, wordingEn: input.wordingEn, imageFileId: input.imageFileId, updatedAt: new Date(ctx.clock.now()) }
  await ctx.db
    .insert(exhibitorVipInvites)
    .values({ ...scope, ...values })
    .onConflictDoUpdate({ target: [exhibitorVipInvites.exhibitionId, exhibitorVipInvites.deptId], set: values })
}

/** SMS or e-mail to each recipient, once per company and address; the text is the template filled with the company's data. */
export async function sendInvitations(ctx: AppContext, scope: Scope, userId: string, input: InviteBatchRequest, language: Language): Promise<InviteBatchResult> {
  const template = await findTemplate(ctx.db, scope, input.templateId)
  const participation = await participationOf(ctx.db, scope)
  const booths = await boothsOf(ctx.db, scope.exhibitionId, scope.deptId)
  const [own] = await ctx.db.select().from(exhibitorVipInvites).where(and(eq(exhibitorVipInvites.exhibitionId, scope.exhibitionId), eq(exhibitorVipInvites.deptId, scope.deptId))).limit(1)
  const link = `${ctx.env.publicBaseUrl}${linkPath(scope, userId, template.registerType, language)}`
  const results: InviteBatchResult['results'] = []
  for (const recipient of input.recipients) {
    const address = (input.channel === 'sms' ? recipient.mobile! : recipient.email!).toLowerCase()
    const [recorded] = await ctx.db
      .insert(exhibitorInviteRecords)
      .values({ ...scope, invitedBy: userId, channel: input.channel, name: recipient.name, address })
      .onConflictDoNothing()
      .returning({ id: exhibitorInviteRecords.id })
    if (!recorded) {
      results.push({ name: recipient.name, address, outcome: 'skipped' })
      continue
    }
    // Both languages: the buyer's language is not known; the template's own language first, as the company chose it.
    const params = {
      company: companyName(participation.company, language),
      booth: booths.map((booth) => `${booth.hall}-${booth.boothNo}`).join(', '),
      link,
      wording: language === 'en' ? (own?.wordingEn ?? '') : (own?.wordingCn ?? ''),
      name: recipient.name,
    }
    const body = interpolate(language === 'en' ? template.bodyEn : template.bodyCn, params)
    await ctx.notifier.send({ channel: input.channel, to: address, subject: language === 'en' ? template.titleEn : template.titleCn, text: body.includes(link) ? body : `${body}\n${link}` })
    results.push({ name: recipient.name, address, outcome: 'sent' })
  }
  return { sent: results.filter((row) => row.outcome === 'sent').length, skipped: results.filter((row) => row.outcome === 'skipped').length, results }
}

const mask = (value: string) => (value.length <= 1 ? '*' : `${value[0]}${'*'.repeat(Math.min(value.length - 1, 3))}`)

interface RecordRow {
  id: string
  channel: string
  name: string | null
  address: string | null
  user_id: string | null
  invited_at: string | Date | null
  registered_at: string | Date | null
  came_at: string | Date | null
  account_name: string | null
  account_phone: string | null
  account_email: string | null
  profile: Record<string, unknown> | string | null
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString())

/**
 * Invited (by SMS / e-mail) and registered-by-link people of the company, one row per person: an invited address
 * that registered is matched to its account. Registered means a completed registration at this exhibition; came, an
 * entry at the gate.
 */
export async function inviteRecords(ctx: AppContext, scope: Scope, status: InviteRecordStatus | undefined, page: number, size: number): Promise<InviteRecordPage> {
  const result = await ctx.db.execute(sql`
    WITH invited AS (
      SELECT r.id::text AS id, r.channel, r.name, r.address, r.created_at AS invited_at,
             (SELECT u.id FROM users u WHERE u.tenant_id = ${scope.tenantId} AND (lower(u.account) = r.address OR lower(u.phone) = r.address OR lower(u.email) = r.address) LIMIT 1) AS user_id
      FROM exhibitor_invite_records r
      WHERE r.tenant_id = ${scope.tenantId} AND r.exhibition_id = ${scope.exhibitionId} AND r.dept_id = ${scope.deptId}::uuid
    ),
    linked AS (
      SELECT DISTINCT ON (l.user_id) l.user_id, l.id::text AS id
      FROM register_logs l
      WHERE l.tenant_id = ${scope.tenantId} AND l.exhibition_id = ${scope.exhibitionId} AND l.link_params->>'inviteDeptId' = ${scope.deptId}
        AND NOT EXISTS (SELECT 1 FROM invited i WHERE i.user_id = l.user_id)
      ORDER BY l.user_id, l.created_at
    ),
    people AS (
      SELECT id, channel, name, address, user_id, invited_at FROM invited
      UNION ALL
      SELECT id, 'link', NULL, NULL, user_id, NULL FROM linked
    ),
    facts AS (
      SELECT p.*,
        (SELECT min(g.submitted_at) FROM registrations g WHERE g.user_id = p.user_id AND g.exhibition_id = ${scope.exhibitionId} AND g.complete_result = 'succ') AS registered_at,
        (SELECT min(f.created_at) FROM footprints f WHERE f.user_id = p.user_id AND f.exhibition_id = ${scope.exhibitionId} AND f.kind = 'entered') AS came_at,
        (SELECT g.profile FROM registrations g WHERE g.user_id = p.user_id AND g.exhibition_id = ${scope.exhibitionId} ORDER BY g.submitted_at DESC NULLS LAST LIMIT 1) AS profile,
        u.name AS account_name, u.phone AS account_phone, u.email AS account_email
      FROM people p LEFT JOIN users u ON u.id = p.user_id
    )
    SELECT * FROM facts ORDER BY coalesce(invited_at, registered_at) DESC NULLS LAST, id`)
  const rows = (result as unknown as { rows: RecordRow[] }).rows
  const views = rows.map((row): InviteRecordView => {
    const profile = (typeof row.profile === 'string' ? JSON.parse(row.profile) : row.profile) ?? {}
    const consent = [true, 'true', 'yes', '1'].includes(profile[CONTACT_CONSENT_FIELD] as never)
    const registeredAt = iso(row.registered_at)
    const cameAt = iso(row.came_at)
    const profileName = typeof profile.name === 'string' ? profile.name : row.account_name
    const state: InviteRecordStatus = cameAt ? 'came' : registeredAt ? 'registered' : 'invited'
    const typed = row.address
    return {
      id: row.id,
      channel: row.channel as InviteChannel,
      status: state,
      name: row.name ?? (consent && profileName ? profileName : mask(profileName ?? '?')),
      // What the company typed itself it sees; a visitor's own data only by consent.
      mobile: consent ? (row.account_phone ?? (typed && !typed.includes('@') ? typed : null)) : typed && !typed.includes('@') ? typed : null,
      email: consent ? (row.account_email ?? (typed?.includes('@') ? typed : null)) : typed?.includes('@') ? typed : null,
      company: consent && typeof profile.company === 'string' ? profile.company : null,
      contactShared: consent,
      invitedAt: iso(row.invited_at),
      registeredAt,
      cameAt,
    }
  })
  const counts = {
    invited: views.filter((view) => view.invitedAt !== null).length,
    registered: views.filter((view) => view.status !== 'invited').length,
    came: views.filter((view) => view.status === 'came').length,
  }
  const chosen = status ? views.filter((view) => view.status === status) : views
  return { page, size, total: chosen.length, counts, records: chosen.slice((page - 1) * size, page * size) }
}

