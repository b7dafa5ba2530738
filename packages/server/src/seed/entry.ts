import { type Db } from '../db'
import { entryLinks, staticPages } from '../features/entry'
import { specialInvites } from '../features/user'
import { DEMO_TENANT, OTHER_TENANT } from './data'

/*
 * Demo content of the entry pages: the registration links /geo lists, the entrance information of /entrance and the
 * special invitations of /special. The foreign-visitor contact of /whatsApp (whatsAppNumber, contactEmail) is page
 * configuration, in the exhibitions' files (demo/exhibitions/1001.yaml and 1002.yaml).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Invitation ids are capabilities: real ones are 128 random bits (features/entry newInviteId). These demo ids are
 * fixed so the README and the browser tests can open them; they are as long as generated ones.
 */
export const DEMO_SPECIAL_INVITES = {
  en: 'sp-demo-7Qm2xK9vT4bL8nRcW3yZ1A',
  cn: 'sp-demo-Hd5fJ0pE6sU2gY8kN4tV7B',
  otherTenant: 'sp-demo-Lq3wC7zX1mP9vB5nD2hF6E',
} as const

const entryRows = [
  { exhibitionId: '1001', registerType: 'visitor', titleCn: '观众预登记', titleEn: 'Visitor pre-registration', descriptionCn: '参观展会的普通观众', descriptionEn: 'For everyone visiting the show' },
  { exhibitionId: '1001', registerType: 'professionalVisitor', titleCn: '专业观众预登记', titleEn: 'Trade visitor pre-registration', descriptionCn: '业内采购商与专业人士', descriptionEn: 'For buyers and industry professionals' },
  { exhibitionId: '1002', registerType: 'visitor', titleCn: '观众预登记', titleEn: 'Visitor pre-registration', descriptionCn: '快速登记，即时获取入场码', descriptionEn: 'Register in a minute and get your entry code at once' },
  { exhibitionId: '1020', registerType: 'visitor', titleCn: '购票', titleEn: 'Buy tickets', descriptionCn: '单日票、三日通票与活动票', descriptionEn: 'Day tickets, 3-day passes and event tickets', query: { registerLinkId: 'tickets-2026' } },
].flatMap((row, index) =>
  (['cn', 'en'] as const).map((languageType) => ({ ...row, tenantId: DEMO_TENANT, languageType, sort: index * 2 + (languageType === 'cn' ? 0 : 1) })),
)

interface Venue {
  cn: { venue: string; transport: string[] }
  en: { venue: string; transport: string[] }
}

const venues: Record<string, Venue> = {
  '1001': {
    cn: { venue: '国家会展中心（上海）', transport: ['地铁 2 号线徐泾东站 5 号口', '机场巴士：虹桥机场 T2 直达，约 15 分钟'] },
    en: { venue: 'National Exhibition and Convention Center, Shanghai', transport: ['Metro line 2, Xujingdong station, exit 5', 'Airport bus: direct from Hongqiao T2, about 15 minutes'] },
  },
  '1002': {
    cn: { venue: '深圳国际会展中心', transport: ['地铁 12 号线国展北站 A 口', '机场巴士：宝安机场 T3 直达，约 20 分钟'] },
    en: { venue: 'Shenzhen World Exhibition and Convention Center', transport: ['Metro line 12, Guozhanbei station, exit A', 'Airport bus: direct from Bao’an T3, about 20 minutes'] },
  },
}

const entranceCn = ({ venue, transport }: Venue['cn']) => [
  { heading: '场馆', lines: [venue, '1 号馆至 8 号馆'] },
  { heading: '入口', lines: ['北登录厅：观众入口（凭二维码入场）', '南登录厅：展商与媒体入口'] },
  { heading: '开放时间', lines: ['观众日 9:00–17:00', '最后入场 16:30'] },
  { heading: '交通', lines: transport },
]

const entranceEn = ({ venue, transport }: Venue['en']) => [
  { heading: 'Halls', lines: [venue, 'Halls 1 to 8'] },
  { heading: 'Gates', lines: ['North Hall: visitor entrance (show your QR code)', 'South Hall: exhibitors and media'] },
  { heading: 'Opening hours', lines: ['Visitor days 9:00–17:00', 'Last admission 16:30'] },
  { heading: 'Getting there', lines: transport },
]

const staticRows = ['1001', '1002'].flatMap((exhibitionId) => [
  { tenantId: DEMO_TENANT, exhibitionId, type: 'entrance', languageType: 'cn', title: '入场信息', sections: entranceCn(venues[exhibitionId].cn) },
  { tenantId: DEMO_TENANT, exhibitionId, type: 'entrance', languageType: 'en', title: 'Entrance information', sections: entranceEn(venues[exhibitionId].en) },
])

const inviteRows = [
  { id: DEMO_SPECIAL_INVITES.en, tenantId: DEMO_TENANT, exhibitionId: '1001', guestName: 'Grace Hopper', company: 'Navy Computing Labs', title: 'Rear Admiral', inviterName: 'Motor Show Organising Committee' },
  { id: DEMO_SPECIAL_INVITES.cn, tenantId: DEMO_TENANT, exhibitionId: '1001', guestName: '王晓明', company: '上海汽车集团股份有限公司', title: '采购总监', inviterName: '上海国际汽车展览会组委会' },
  { id: DEMO_SPECIAL_INVITES.otherTenant, tenantId: OTHER_TENANT, exhibitionId: '2001', guestName: 'Other Guest', company: 'Other Org', title: 'Director', inviterName: 'Other organiser' },
]

/** Called inside seedDemoData's transaction; every insert ignores rows already there. */
export async function seedEntryData(tx: Tx): Promise<void> {
  await tx.insert(entryLinks).values(entryRows).onConflictDoNothing()
  await tx.insert(staticPages).values(staticRows).onConflictDoNothing()
  await tx.insert(specialInvites).values(inviteRows).onConflictDoNothing()
}
