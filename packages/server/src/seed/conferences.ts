import { createHash } from 'node:crypto'
import type { Db } from '../db'
import { staticPages } from '../features/entry'
import { DEMO_TENANT } from './data'
import { DEMO_HOTELS, hotelLine } from './lodging'
import { TICKETING_EXHIBITION } from './tickets'

/*
 * The demo exhibition's (1020) conference programme (issue 15) is in its file (demo/exhibitions/1020.yaml, under
 * `programme`): two days of forums on the fair's first two days (30 and 31 days after seeding, as its tickets are),
 * 40 sessions in 4 rooms, bilingual throughout, with sign-in codes from demoSignCode. Sessions to try the rules on:
 *   - D1-3A-2 "Hands-on: prompt engineering for trade buyers" has one seat (the waiting-list demo: a second visitor waits);
 *   - the workshop room (3A) admits registered visitors only (walk-in refused); other rooms take walk-ins while seats last;
 *   - D1-3A-4 (¥80, refundable until 24 h before, 10 % fee) and D2-3A-5 (¥300, not refundable) are paid activities;
 *   - the main hall and the innovation stage run in parallel, so registering for both at 09:30 shows the clash.
 * Hotel and traffic pages (staticPage/detail types `hotel` and `traffic`) are seeded here.
 */

/** A demo session's sign-in code is derived from its key, so the README and the browser tests can open its link. */
export function demoSignCode(sessionKey: string): string {
  return `demo-${createHash('sha256').update(`fairpass-demo-sign-in:${sessionKey}`).digest('base64url').slice(0, 24)}`
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

export async function seedConferences(db: Db): Promise<void> {
  const scope = { tenantId: DEMO_TENANT, exhibitionId: TICKETING_EXHIBITION }
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
