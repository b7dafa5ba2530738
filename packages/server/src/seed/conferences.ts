import { createHash } from 'node:crypto'
import type { ProgrammeImport } from '@fairpass/core/validation'
import { programmeImportSchema } from '@fairpass/core/validation'
import type { Db } from '../db'
import { importProgramme } from '../features/conferences'
import { staticPages } from '../features/entry'
import { DEMO_TENANT } from './data'
import { DEMO_HOTELS, hotelLine } from './lodging'
import { TICKETING_EXHIBITION } from './tickets'

/*
 * The demo exhibition's (1020) conference programme (issue 15): two days of forums on the fair's first two days
 * (30 and 31 days after seeding, as its tickets are), 40 sessions in 4 rooms, bilingual throughout, loaded through the
 * same import an organiser uses (`npm run admin -- programme-import`). Sessions to try the rules on:
 *   - D1-3A-2 "Hands-on: prompt engineering for trade buyers" has one seat (the waiting-list demo: a second visitor waits);
 *   - the workshop room (3A) admits registered visitors only (walk-in refused); other rooms take walk-ins while seats last;
 *   - D1-3A-4 (¥80, refundable until 24 h before, 10 % fee) and D2-3A-5 (¥300, not refundable) are paid activities;
 *   - the main hall and the innovation stage run in parallel, so registering for both at 09:30 shows the clash.
 * Hotel and traffic pages are staticPage/detail types `hotel` and `traffic`.
 */

const DAY_MS = 86_400_000
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10)

/** A demo session's sign-in code is derived from its key, so the README and the browser tests can open its link. */
export function demoSignCode(sessionKey: string): string {
  return `demo-${createHash('sha256').update(`fairpass-demo-sign-in:${sessionKey}`).digest('base64url').slice(0, 24)}`
}

const rooms: ProgrammeImport['rooms'] = [
  { key: 'MAIN', nameCn: '主论坛厅', nameEn: 'Main Forum Hall', hallCn: '1 号馆', hallEn: 'Hall 1', sort: 1 },
  { key: 'STAGE', nameCn: '创新舞台', nameEn: 'Innovation Stage', hallCn: '2 号馆', hallEn: 'Hall 2', sort: 2 },
  { key: '3A', nameCn: '3A 工作坊', nameEn: 'Workshop Room 3A', hallCn: '3 号馆', hallEn: 'Hall 3', sort: 3 },
  { key: '3B', nameCn: '3B 商务对接室', nameEn: 'Business Matching Room 3B', hallCn: '3 号馆', hallEn: 'Hall 3', sort: 4 },
]

const capacities: Record<string, number> = { MAIN: 300, STAGE: 120, '3A': 40, '3B': 60 }

const topics = {
  ai: { topicCn: '人工智能与自动化', topicEn: 'AI & automation' },
  ev: { topicCn: '新能源汽车', topicEn: 'New energy vehicles' },
  supply: { topicCn: '供应链', topicEn: 'Supply chain' },
  green: { topicCn: '可持续发展', topicEn: 'Sustainability' },
  trade: { topicCn: '数字贸易', topicEn: 'Digital trade' },
} as const
type Topic = keyof typeof topics

const speakers: ProgrammeImport['speakers'] = [
  ['LIN', '林晓雯', 'Lin Xiaowen', '首席技术官', 'Chief Technology Officer', '星河智能科技', 'Galaxy Intelligence'],
  ['CHEN', '陈志远', 'Chen Zhiyuan', '研究院院长', 'Director of Research', '东方汽车研究院', 'Oriental Automotive Institute'],
  ['MUELLER', '穆勒', 'Anna Müller', '供应链副总裁', 'VP Supply Chain', '莱茵物流', 'Rhein Logistics'],
  ['WANG', '王海涛', 'Wang Haitao', '创始人', 'Founder', '绿源储能', 'GreenSource Energy Storage'],
  ['SATO', '佐藤健', 'Ken Sato', '产品总监', 'Head of Product', '樱花机器人', 'Sakura Robotics'],
  ['ZHAO', '赵敏', 'Zhao Min', '合伙人', 'Partner', '华信资本', 'Huaxin Capital'],
  ['GARCIA', '加西亚', 'Lucia Garcia', '可持续发展总监', 'Director of Sustainability', '伊比利亚电池', 'Iberia Batteries'],
  ['LIU', '刘洋', 'Liu Yang', '跨境电商负责人', 'Head of Cross-border Commerce', '丝路云商', 'Silk Road Cloud Commerce'],
  ['SMITH', '史密斯', 'James Smith', '首席分析师', 'Chief Analyst', '全球制造观察', 'Global Manufacturing Watch'],
  ['HUANG', '黄静', 'Huang Jing', '智能工厂总经理', 'General Manager, Smart Factory', '长江精密制造', 'Yangtze Precision Manufacturing'],
  ['KIM', '金敏俊', 'Kim Min-jun', '电池研发主管', 'Battery R&D Lead', '汉江能源', 'Hangang Energy'],
  ['XU', '徐磊', 'Xu Lei', '采购总监', 'Procurement Director', '申城汽车集团', 'Shencheng Auto Group'],
].map(([key, nameCn, nameEn, titleCn, titleEn, companyCn, companyEn], index) => ({
  key,
  nameCn,
  nameEn,
  titleCn,
  titleEn,
  companyCn,
  companyEn,
  bioCn: `<p>${nameCn}，${companyCn}${titleCn}，在行业深耕多年，长期关注技术落地与国际合作。</p>`,
  bioEn: `<p>${nameEn} is ${titleEn} at ${companyEn}, with many years in the industry and a focus on putting technology to work across borders.</p>`,
  photoUrl: null,
  sort: index,
}))

/** [titleCn, titleEn, topic] per room and slot: day 1 then day 2, rooms in order, five slots each. */
const titles: Record<'1' | '2', Record<string, Array<[string, string, Topic]>>> = {
  '1': {
    MAIN: [
      ['开幕主旨演讲：制造业的下一个十年', 'Opening keynote: the next decade of manufacturing', 'ai'],
      ['新能源汽车全球市场展望', 'Global outlook for new energy vehicles', 'ev'],
      ['高层对话：韧性供应链', 'Leaders’ dialogue: resilient supply chains', 'supply'],
      ['碳中和路线图与企业实践', 'Carbon neutrality: roadmaps and company practice', 'green'],
      ['圆桌：数字贸易的新规则', 'Round table: the new rules of digital trade', 'trade'],
    ],
    STAGE: [
      ['生成式人工智能在工厂中的应用', 'Generative AI on the factory floor', 'ai'],
      ['固态电池：从实验室到量产', 'Solid-state batteries: from lab to mass production', 'ev'],
      ['初创企业路演（一）', 'Start-up pitches (1)', 'trade'],
      ['机器人协作的安全标准', 'Safety standards for collaborative robots', 'ai'],
      ['充电网络的商业模式', 'Business models for charging networks', 'ev'],
    ],
    '3A': [
      ['工作坊：用数据优化库存', 'Workshop: optimising inventory with data', 'supply'],
      ['实操：面向采购商的提示词工程', 'Hands-on: prompt engineering for trade buyers', 'ai'],
      ['工作坊：产品碳足迹核算', 'Workshop: product carbon footprint accounting', 'green'],
      ['大师课：智能工厂投资回报测算', 'Masterclass: the return on a smart factory', 'ai'],
      ['工作坊：跨境电商合规清单', 'Workshop: a compliance checklist for cross-border e-commerce', 'trade'],
    ],
    '3B': [
      ['采购对接：汽车零部件', 'Buyer matching: automotive parts', 'supply'],
      ['采购对接：储能系统', 'Buyer matching: energy storage systems', 'green'],
      ['东盟市场对接会', 'ASEAN market matchmaking', 'trade'],
      ['欧洲市场对接会', 'European market matchmaking', 'trade'],
      ['投资人开放时间', 'Investor office hours', 'trade'],
    ],
  },
  '2': {
    MAIN: [
      ['主旨演讲：电动化与智能化的融合', 'Keynote: where electrification meets intelligence', 'ev'],
      ['全球物流格局的变化', 'The changing map of global logistics', 'supply'],
      ['绿色金融与制造业转型', 'Green finance and the transformation of manufacturing', 'green'],
      ['人工智能治理与产业合规', 'AI governance and industrial compliance', 'ai'],
      ['闭幕论坛：合作共赢', 'Closing forum: growing together', 'trade'],
    ],
    STAGE: [
      ['自动驾驶商业化落地', 'Bringing autonomous driving to market', 'ev'],
      ['初创企业路演（二）', 'Start-up pitches (2)', 'trade'],
      ['数字孪生：从概念到产线', 'Digital twins: from concept to production line', 'ai'],
      ['电池回收与循环经济', 'Battery recycling and the circular economy', 'green'],
      ['跨境支付的新工具', 'New tools for cross-border payments', 'trade'],
    ],
    '3A': [
      ['工作坊：供应商风险评估', 'Workshop: assessing supplier risk', 'supply'],
      ['工作坊：机器视觉质检入门', 'Workshop: machine-vision quality inspection for beginners', 'ai'],
      ['工作坊：ESG 报告编写', 'Workshop: writing an ESG report', 'green'],
      ['工作坊：海外仓运营', 'Workshop: running an overseas warehouse', 'supply'],
      ['贵宾圆桌午宴', 'VIP round-table luncheon', 'trade'],
    ],
    '3B': [
      ['采购对接：智能制造装备', 'Buyer matching: smart manufacturing equipment', 'ai'],
      ['采购对接：充电设备', 'Buyer matching: charging equipment', 'ev'],
      ['中东市场对接会', 'Middle East market matchmaking', 'trade'],
      ['拉美市场对接会', 'Latin America market matchmaking', 'trade'],
      ['物流服务商对接', 'Meeting logistics providers', 'supply'],
    ],
  },
}

const slots: Array<[string, string]> = [
  ['09:30', '10:30'],
  ['10:45', '11:45'],
  ['13:30', '14:30'],
  ['14:45', '15:45'],
  ['16:00', '17:00'],
]

const forums: ProgrammeImport['conferences'] = [
  { key: 'SUMMIT', nameCn: '全球制造业峰会', nameEn: 'Global Manufacturing Summit', descriptionCn: '主论坛与创新舞台的全部议程。', descriptionEn: 'Everything on the main hall and the innovation stage.' },
  { key: 'WORKSHOPS', nameCn: '专业工作坊', nameEn: 'Professional workshops', descriptionCn: '小班实操，需提前报名。', descriptionEn: 'Small hands-on groups; registration required.' },
  { key: 'MATCHING', nameCn: '商务对接会', nameEn: 'Business matchmaking', descriptionCn: '采购商与展商一对一对接。', descriptionEn: 'One-to-one meetings of buyers and exhibitors.' },
]
const forumOf: Record<string, string> = { MAIN: 'SUMMIT', STAGE: 'SUMMIT', '3A': 'WORKSHOPS', '3B': 'MATCHING' }

function sessions(days: Record<'1' | '2', string>): ProgrammeImport['sessions'] {
  const rows: ProgrammeImport['sessions'] = []
  let speaker = 0
  for (const day of ['1', '2'] as const) {
    for (const room of rooms) {
      titles[day][room.key].forEach(([titleCn, titleEn, topic], slot) => {
        const key = `D${day}-${room.key}-${slot + 1}`
        const lead = speakers[speaker % speakers.length]
        const second = speakers[(speaker + 5) % speakers.length]
        speaker += 1
        const panel = room.key === 'MAIN' || room.key === 'STAGE'
        rows.push({
          key,
          conference: forumOf[room.key],
          room: room.key,
          date: days[day],
          start: slots[slot][0],
          end: slots[slot][1],
          timeZone: 'Asia/Shanghai',
          titleCn,
          titleEn,
          topicKey: topic,
          ...topics[topic],
          descriptionCn: `<p>${titleCn}：${lead.nameCn}${panel ? `与${second.nameCn}` : ''}分享一线经验与案例，现场设有问答环节。</p><ul><li>适合：采购、研发与管理人员</li><li>语言：中文，提供英文同传</li></ul>`,
          descriptionEn: `<p>${titleEn}: ${lead.nameEn}${panel ? ` and ${second.nameEn}` : ''} share cases and lessons from the field, followed by questions from the floor.</p><ul><li>For: buyers, engineers and managers</li><li>Language: Chinese with English interpretation</li></ul>`,
          capacity: key === 'D1-3A-2' ? 1 : capacities[room.key],
          walkIn: room.key === '3A' ? 'refused' : 'allowed',
          priceFen: key === 'D1-3A-4' ? 8000 : key === 'D2-3A-5' ? 30000 : 0,
          refundHoursBefore: key === 'D1-3A-4' ? 24 : undefined,
          refundFeePercent: key === 'D1-3A-4' ? 10 : 0,
          speakers: panel ? [lead.key, second.key] : [lead.key],
        })
      })
    }
  }
  return rows
}

function news(days: Record<'1' | '2', string>, today: string): ProgrammeImport['news'] {
  return [
    {
      key: 'N1',
      titleCn: '2 天 40 场：会议日程正式发布',
      titleEn: 'Two days, 40 sessions: the conference programme is out',
      summaryCn: '四个会场、十二位嘉宾，现在即可报名。',
      summaryEn: 'Four rooms and twelve speakers; registration is open now.',
      bodyCn: `<p>本届展会会议将于 <strong>${days['1']}</strong> 至 <strong>${days['2']}</strong> 举行，共 40 场。</p><p>工作坊座位有限，请提前报名；满员后可加入候补名单，有座位空出时按顺序递补并通知您。</p>`,
      bodyEn: `<p>The conference runs from <strong>${days['1']}</strong> to <strong>${days['2']}</strong> with 40 sessions.</p><p>Workshop seats are limited, so register early; when a session is full you can join its waiting list and will be told when a seat frees up.</p>`,
      publishedAt: today,
      coverUrl: null,
    },
    {
      key: 'N2',
      titleCn: '现场签到指南',
      titleEn: 'How to sign in at the door',
      summaryCn: '扫描会场门口二维码即可签到。',
      summaryEn: 'Scan the QR code at the door to sign in.',
      bodyCn: '<p>每个会场门口都有签到二维码。用手机扫描后登录即可签到，重复扫描不会重复计数。</p><p>工作坊仅限已报名观众入场。</p>',
      bodyEn: '<p>Each room has a sign-in QR code at its door. Scan it with your phone and log in; scanning twice does no harm.</p><p>Workshops admit registered visitors only.</p>',
      publishedAt: today,
      coverUrl: null,
    },
    {
      key: 'N3',
      titleCn: '新增大师课：智能工厂投资回报测算',
      titleEn: 'New masterclass: the return on a smart factory',
      summaryCn: '收费活动，名额 40 个。',
      summaryEn: 'A paid activity with 40 places.',
      bodyCn: '<p>大师课收费 ¥80，开始前 24 小时可退款（收取 10% 手续费）。请在「付费活动」中购票。</p>',
      bodyEn: '<p>The masterclass costs ¥80 and can be refunded until 24 hours before it starts (10% fee). Buy your place under “Paid activities”.</p>',
      publishedAt: today,
      coverUrl: null,
    },
    {
      key: 'N4',
      titleCn: '交通与住宿提示',
      titleEn: 'Getting there and where to stay',
      summaryCn: '推荐酒店与地铁线路。',
      summaryEn: 'Recommended hotels and metro lines.',
      bodyCn: '<p>展会期间地铁 2 号线加开班次。推荐酒店见「酒店」页面，凭展会证件可享协议价。</p>',
      bodyEn: '<p>Metro line 2 runs extra trains during the fair. See the Hotel page for recommended hotels with a fair rate.</p>',
      publishedAt: today,
      coverUrl: null,
    },
  ]
}

const partnerRows: ProgrammeImport['partners'] = [
  ['P1', '上海市商务委员会', 'Shanghai Municipal Commission of Commerce', '主办单位', 'Organiser', 1],
  ['P2', '全球制造业联盟', 'Global Manufacturing Alliance', '战略合作伙伴', 'Strategic partner', 2],
  ['P3', '星河智能科技', 'Galaxy Intelligence', '钻石赞助', 'Diamond sponsor', 3],
  ['P4', '莱茵物流', 'Rhein Logistics', '金牌赞助', 'Gold sponsor', 4],
  ['P5', '绿源储能', 'GreenSource Energy Storage', '金牌赞助', 'Gold sponsor', 5],
  ['P6', '制造周刊', 'Manufacturing Weekly', '媒体支持', 'Media partner', 6],
].map(([key, nameCn, nameEn, tierCn, tierEn, sort]) => ({ key: String(key), nameCn: String(nameCn), nameEn: String(nameEn), tierCn: String(tierCn), tierEn: String(tierEn), logoUrl: null, url: null, sort: Number(sort) }))

export function demoProgramme(now: number): ProgrammeImport {
  const days = { '1': isoDay(now + 30 * DAY_MS), '2': isoDay(now + 31 * DAY_MS) }
  // Checked by the organiser's schema, so the demo can never ship a programme an organiser could not import.
  return programmeImportSchema.parse({ conferences: forums, rooms, speakers, sessions: sessions(days), news: news(days, isoDay(now - DAY_MS)), partners: partnerRows })
}

const hotelCn = [
  // The hotels a group leader books at /stayManage (seed/lodging.ts): one list, so the page and the rates agree.
  { heading: '推荐酒店', lines: DEMO_HOTELS.map((hotel) => hotelLine(hotel, 'cn')) },
  { heading: '预订方式', lines: ['预订时报“FairPass 展会”即享协议价', '展期前 7 天可免费取消'] },
]
const hotelEn = [
  { heading: 'Recommended hotels', lines: DEMO_HOTELS.map((hotel) => hotelLine(hotel, 'en')) },
  { heading: 'Booking', lines: ['Quote “FairPass fair” when booking for the fair rate', 'Free cancellation until 7 days before the fair'] },
]
const trafficCn = [
  { heading: '地铁', lines: ['2 号线徐泾东站 5 号口，步行 5 分钟', '展期加开班次，末班车延至 23:00'] },
  { heading: '机场', lines: ['虹桥机场 T2：机场巴士直达，约 15 分钟', '浦东机场：地铁 2 号线直达，约 70 分钟'] },
  { heading: '停车', lines: ['P1、P2 停车场，每小时 ¥10'] },
]
const trafficEn = [
  { heading: 'Metro', lines: ['Line 2, Xujingdong station, exit 5, then 5 minutes on foot', 'Extra trains during the fair; last train at 23:00'] },
  { heading: 'Airports', lines: ['Hongqiao T2: direct airport bus, about 15 minutes', 'Pudong: metro line 2, about 70 minutes'] },
  { heading: 'Parking', lines: ['Car parks P1 and P2, ¥10 an hour'] },
]

export async function seedConferences(db: Db, now: number): Promise<void> {
  const scope = { tenantId: DEMO_TENANT, exhibitionId: TICKETING_EXHIBITION }
  await importProgramme(db, scope, demoProgramme(now), 'en', { signCode: demoSignCode })
  await db
    .insert(staticPages)
    .values([
      { ...scope, type: 'hotel', languageType: 'cn', title: '酒店住宿', sections: hotelCn },
      { ...scope, type: 'hotel', languageType: 'en', title: 'Hotels', sections: hotelEn },
      { ...scope, type: 'traffic', languageType: 'cn', title: '交通指南', sections: trafficCn },
      { ...scope, type: 'traffic', languageType: 'en', title: 'Getting there', sections: trafficEn },
    ])
    .onConflictDoNothing()
}
