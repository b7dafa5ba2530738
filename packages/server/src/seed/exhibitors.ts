import { hash } from '@node-rs/argon2'
import sharp from 'sharp'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db'
import { users } from '../features/auth'
import PDFDocument from 'pdfkit'
import {
  exhibitorDocuments,
  exhibitorInvitationTemplates,
  saveServiceCategory,
  exhibitorJournals,
  exhibitorMembers,
  exhibitorParticipations,
  exhibitorProducts,
  exhibitorUploads,
} from '../features/exhibitors'
import { files, newFileId } from '../features/upload'
import { DEMO_TENANT } from './data'
import { TICKETING_EXHIBITION } from './tickets'

/*
 * The exhibitor portal's demo (issue 16) at the ticketing exhibition 1020: three companies with bilingual names,
 * booths of every type (standard 9, 12 and 15 m², bare space), and a half-filled catalogue: the first company has a
 * drafted catalogue entry and two products, the second one product, the third nothing yet. The companies, where they
 * exhibit and their booths are in the exhibitions' files (demo/exhibitions/1020.yaml and 1001.yaml); here are their
 * accounts and catalogues. The admins sign in at
 * /exhibitorRegist/login with the accounts below; the third must still choose its own password (the first-login
 * step). Their ids are fixed, so the README and the browser tests can name them. The first company also exhibited at
 * 1001, with an approved catalogue entry and a product there: its history, to copy to 1020.
 */

/** The other exhibition the first demo company took part in (its history). */
export const DEMO_EXHIBITOR_HISTORY_EXHIBITION = '1001'

export const DEMO_EXHIBITOR_PASSWORD = 'Expo#2026'

export interface DemoExhibitor {
  deptId: string
  account: string
  nameCn: string
  nameEn: string
  fullNameCn: string
  fullNameEn: string
  /** The admin must choose their own password at the first login. */
  firstLogin: boolean
}

export const DEMO_EXHIBITORS: readonly DemoExhibitor[] = [
  {
    deptId: '7e1d0000-0000-4000-8000-000000000001',
    account: 'exhibitor1@fairpass.example',
    nameCn: '海峡机械',
    nameEn: 'Strait Machinery',
    fullNameCn: '福州海峡机械有限公司',
    fullNameEn: 'Fuzhou Strait Machinery Co., Ltd.',
    firstLogin: false,
  },
  {
    deptId: '7e1d0000-0000-4000-8000-000000000002',
    account: 'exhibitor2@fairpass.example',
    nameCn: '蓝海电子',
    nameEn: 'Blue Ocean Electronics',
    fullNameCn: '厦门蓝海电子科技有限公司',
    fullNameEn: 'Xiamen Blue Ocean Electronics Technology Co., Ltd.',
    firstLogin: false,
  },
  {
    deptId: '7e1d0000-0000-4000-8000-000000000003',
    account: 'exhibitor3@fairpass.example',
    nameCn: '绿源食品',
    nameEn: 'Green Source Foods',
    fullNameCn: '泉州绿源食品有限公司',
    fullNameEn: 'Quanzhou Green Source Foods Co., Ltd.',
    firstLogin: true,
  },
]

/** A plain coloured picture with the pages' sizes, so the demo's products show something without shipping image files. */
async function demoImage(colour: string, width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer()
}

interface Owner {
  userId: string
  deptId: string
  exhibitionId: string
}

async function seedPicture(db: Db, owner: Owner, colour: string, purpose: 'productImage' | 'exhibitorLogo' = 'productImage'): Promise<{ fileId: string; thumbFileId: string }> {
  const fileId = newFileId()
  const thumbFileId = newFileId()
  const common = { tenantId: DEMO_TENANT, exhibitionId: owner.exhibitionId, ownerUserId: owner.userId, mimeType: 'image/jpeg', kept: true }
  const [width, height] = purpose === 'exhibitorLogo' ? [600, 350] : [800, 600]
  const [main, thumb] = await Promise.all([demoImage(colour, width, height), demoImage(colour, 160, Math.round((160 * height) / width))])
  await db.insert(files).values([
    { ...common, id: fileId, field: purpose, name: `${purpose}.jpg`, size: main.length, content: main },
    { ...common, id: thumbFileId, field: `${purpose}Thumb`, name: `${purpose}.jpg`, size: thumb.length, content: thumb },
  ])
  await db.insert(exhibitorUploads).values({ fileId, thumbFileId, tenantId: DEMO_TENANT, exhibitionId: owner.exhibitionId, deptId: owner.deptId, purpose, width, height })
  return { fileId, thumbFileId }
}

export async function seedExhibitors(db: Db): Promise<void> {
  const passwordHash = await hash(DEMO_EXHIBITOR_PASSWORD)
  const admins = new Map<string, string>()
  for (const company of DEMO_EXHIBITORS) {
    const [admin] = await db
      .insert(users)
      .values({ tenantId: DEMO_TENANT, account: company.account, email: company.account, name: company.nameEn, passwordHash, deptId: company.deptId })
      .returning({ id: users.id })
    admins.set(company.deptId, admin.id)
    await db.insert(exhibitorMembers).values({ tenantId: DEMO_TENANT, deptId: company.deptId, userId: admin.id, role: 'admin', mustSetPassword: company.firstLogin })
  }

  const [first, second] = DEMO_EXHIBITORS
  // Half-filled: names and contacts typed, no introduction, logo or tick yet (a draft, not submitted).
  await db.insert(exhibitorJournals).values({
    tenantId: DEMO_TENANT,
    exhibitionId: TICKETING_EXHIBITION,
    deptId: first.deptId,
    status: 'draft',
    nameCn: first.fullNameCn,
    nameEn: first.fullNameEn,
    contacts: '林海',
    contactInformation: '0591-87650001',
  })
  const products = [
    { company: first, colour: '#3f6fb5', nameCn: '五轴加工中心', nameEn: 'Five-axis machining centre', descriptionCn: '高精度五轴联动，适用于航空零件与模具加工。', descriptionEn: 'High-precision five-axis machining for aerospace parts and moulds.', category: 'machinery' },
    { company: first, colour: '#5a9e6f', nameCn: '智能数控车床', nameEn: 'Smart CNC lathe', descriptionCn: '自动上下料，一人可看管多台设备。', descriptionEn: 'Automatic loading and unloading: one operator tends several machines.', category: 'machinery' },
    { company: second, colour: '#c2703d', nameCn: '工业物联网网关', nameEn: 'Industrial IoT gateway', descriptionCn: '支持多种工业协议，数据安全上云。', descriptionEn: 'Speaks the common industrial protocols and sends data to the cloud securely.', category: 'electronics' },
  ]
  for (const product of products) {
    const picture = await seedPicture(db, { userId: admins.get(product.company.deptId)!, deptId: product.company.deptId, exhibitionId: TICKETING_EXHIBITION }, product.colour)
    await db.insert(exhibitorProducts).values({
      tenantId: DEMO_TENANT,
      exhibitionId: TICKETING_EXHIBITION,
      deptId: product.company.deptId,
      nameCn: product.nameCn,
      nameEn: product.nameEn,
      descriptionCn: product.descriptionCn,
      descriptionEn: product.descriptionEn,
      category: product.category,
      images: [picture],
    })
  }

  await seedHistory(db, first, admins.get(first.deptId)!)
  await seedPartTwo(db)
}

/**
 * Part 2 (issue 17) at 1020: services, ad positions with a small stock (the last ones are quickly gone), translators
 * on the fair's days, two invitation templates and a published exhibitor manual.
 */
async function seedPartTwo(db: Db): Promise<void> {
  const now = Date.now()
  const exhibition = { tenantId: DEMO_TENANT, id: TICKETING_EXHIBITION }
  // The fair's days as the demo tickets have them (demo/exhibitions/1020.yaml moved by calendar.ts followClock: 30 to 32 days from now).
  const days = [30, 31, 32].map((offset) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10))
  const offers = [
    { code: 'cleaning', kind: 'service' as const, nameCn: '展位保洁', nameEn: 'Booth cleaning', descriptionCn: '每日开展前清洁一次', descriptionEn: 'Cleaned every morning before opening', priceFen: 30_000, stock: null, language: null, days: [], perDay: null },
    { code: 'power-socket', kind: 'service' as const, nameCn: '加装电源插座', nameEn: 'Extra power socket', descriptionCn: '220V 16A，含安装', descriptionEn: '220 V 16 A, installed', priceFen: 45_000, stock: null, language: null, days: [], perDay: null },
    { code: 'ad-banner', kind: 'ad' as const, nameCn: '入口横幅广告位', nameEn: 'Entrance banner', descriptionCn: '南门入口上方，6×2米', descriptionEn: 'Above the south entrance, 6 × 2 m', priceFen: 800_000, stock: 2, language: null, days: [], perDay: null },
    { code: 'ad-screen', kind: 'ad' as const, nameCn: '大屏轮播广告', nameEn: 'Big-screen rotation', descriptionCn: '1号馆大屏，每小时播放6次', descriptionEn: 'Hall 1 big screen, six plays an hour', priceFen: 500_000, stock: 1, language: null, days: [], perDay: null },
    { code: 'interpreter-en', kind: 'translator' as const, nameCn: '英语翻译', nameEn: 'English interpreter', descriptionCn: '商务陪同翻译，每日8小时', descriptionEn: 'Business interpreting, 8 hours a day', priceFen: 80_000, stock: null, language: 'en', days, perDay: 2 },
    { code: 'interpreter-ja', kind: 'translator' as const, nameCn: '日语翻译', nameEn: 'Japanese interpreter', descriptionCn: '商务陪同翻译，每日8小时', descriptionEn: 'Business interpreting, 8 hours a day', priceFen: 90_000, stock: null, language: 'ja', days, perDay: 1 },
  ]
  for (const offer of offers) await saveServiceCategory(db, now, exhibition, offer)

  await db.insert(exhibitorInvitationTemplates).values([
    {
      tenantId: DEMO_TENANT,
      exhibitionId: TICKETING_EXHIBITION,
      registerType: 'visitor',
      channel: 'sms',
      titleCn: '展位邀请',
      titleEn: 'Booth invitation',
      bodyCn: '{name}您好，{company}诚邀您莅临{booth}展位洽谈。{wording} 免费登记：{link}',
      bodyEn: 'Dear {name}, {company} invites you to booth {booth}. {wording} Register free: {link}',
    },
    {
      tenantId: DEMO_TENANT,
      exhibitionId: TICKETING_EXHIBITION,
      registerType: 'visitor',
      channel: 'email',
      titleCn: '诚邀您莅临我们的展位',
      titleEn: 'You are invited to our booth',
      bodyCn: '尊敬的{name}：\n\n{company}诚挚邀请您莅临{booth}展位。{wording}\n\n请通过以下链接免费登记，凭二维码入场：{link}',
      bodyEn: 'Dear {name},\n\n{company} warmly invites you to visit booth {booth}. {wording}\n\nRegister free by this link and enter with your QR code: {link}',
    },
  ])

  const manual = await demoManualPdf()
  await db.insert(exhibitorDocuments).values({
    tenantId: DEMO_TENANT,
    exhibitionId: TICKETING_EXHIBITION,
    materialType: 'manual',
    titleCn: '参展商手册',
    titleEn: 'Exhibitor manual',
    descriptionCn: '布展、撤展、安全与服务须知',
    descriptionEn: 'Build-up, dismantling, safety and services',
    fileName: 'exhibitor-manual.pdf',
    mimeType: 'application/pdf',
    bytes: manual.length,
    content: manual,
  })
}

/** A short real manual (pdfkit, its built-in Helvetica): what the download of the demo opens. */
function demoManualPdf(): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Exhibitor manual', Creator: 'FairPass demo' } })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))))
  pdf.fontSize(18).text('Exhibitor manual')
  pdf.moveDown()
  pdf.fontSize(11)
  for (const line of [
    'Build-up: two days before opening, 08:00-20:00. Special builds need approved drawings; height at most 5 m, floor load at most 5000 kg per square metre.',
    'Standard booths come with a fascia board, shelves and hanging rods (10 for 9 sq m, 20 for 18 sq m, 30 from 27 sq m) and 1 to 3 flow tables.',
    'Dismantling: from 16:00 on the last day; aisles must be kept free at all times.',
    'Services, advertising and interpreters are booked and paid in the exhibitor portal.',
  ]) {
    pdf.text(line)
    pdf.moveDown(0.5)
  }
  pdf.end()
  return done
}

/** The first company at 1001: an approved catalogue entry with its logo and one product, to copy to 1020. */
async function seedHistory(db: Db, company: DemoExhibitor, userId: string): Promise<void> {
  const exhibitionId = DEMO_EXHIBITOR_HISTORY_EXHIBITION
  const owner = { userId, deptId: company.deptId, exhibitionId }
  const logo = await seedPicture(db, owner, '#1f4e8c', 'exhibitorLogo')
  await db.insert(exhibitorJournals).values({
    tenantId: DEMO_TENANT,
    exhibitionId,
    deptId: company.deptId,
    status: 'submitted',
    nameCn: company.fullNameCn,
    nameEn: company.fullNameEn,
    contacts: '林海',
    contactInformation: '0591-87650001',
    introductionCn: '海峡机械专注数控机床三十年，产品远销四十多个国家和地区。',
    introductionEn: 'Strait Machinery has built CNC machine tools for thirty years and sells them in more than forty countries.',
    logoFileId: logo.fileId,
    logoThumbFileId: logo.thumbFileId,
    initiativeLetterAccepted: true,
    submittedAt: new Date(),
  })
  await db
    .update(exhibitorParticipations)
    .set({ catalogueState: 'approved', catalogueSubmittedAt: new Date(), catalogueDecidedAt: new Date() })
    .where(and(eq(exhibitorParticipations.exhibitionId, exhibitionId), eq(exhibitorParticipations.deptId, company.deptId)))
  const picture = await seedPicture(db, owner, '#8c5a1f')
  await db.insert(exhibitorProducts).values({
    tenantId: DEMO_TENANT,
    exhibitionId,
    deptId: company.deptId,
    nameCn: '高速冲床',
    nameEn: 'High-speed punch press',
    descriptionCn: '每分钟八百次冲压，适用于电机铁芯等精密零件。',
    descriptionEn: 'Eight hundred strokes a minute, for precision parts such as motor cores.',
    category: 'machinery',
    images: [picture],
  })
}
