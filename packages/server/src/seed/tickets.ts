import { type Db } from '../db'
import { discountCodes, ticketQuotas, ticketTypes } from '../features/orders'
import { DEMO_TENANT, motorShowNoticeCn, motorShowNoticeEn } from './data'
import { specDates, type MoveDates } from './calendar'

/*
 * Ticket types of issue 4. The motor show (1001) sells what spec §9 says: valid 17–22 September 2025, one entry on
 * one chosen day, and a VIP pass that cannot be held with it. The ticketing demo (1020) has every kind of type the
 * buying pages must handle, with its dates computed from the moment of seeding so the demo stays on sale.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Fixed ids, so the README, the browser tests and the benchmark can name them. */
export const DEMO_TICKET_TYPES = {
  motorDay: '7a1c0001-0000-4000-8000-000000001001',
  motorVip: '7a1c0002-0000-4000-8000-000000001001',
  day: '7a1c0001-0000-4000-8000-000000001020',
  pass: '7a1c0002-0000-4000-8000-000000001020',
  complimentary: '7a1c0003-0000-4000-8000-000000001020',
  party: '7a1c0004-0000-4000-8000-000000001020',
  forum: '7a1c0005-0000-4000-8000-000000001020',
} as const

export const TICKETING_EXHIBITION = '1020'
export const TICKETING_LINK = 'tickets-2026'

const DAY_MS = 86_400_000
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10)
/** Midnight in Shanghai (UTC+8) at the start of an ISO day. */
const shanghaiMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`)

/** The year the ticketing demo's fair opens in, for its title. */
export function ticketingYear(now: number): string {
  return isoDay(now + 30 * DAY_MS).slice(0, 4)
}

/** `move` puts the motor show's spec dates on the calendar being seeded (calendar.ts); 1020 follows `now`. */
export async function seedTickets(tx: Tx, now = Date.now(), move: MoveDates = specDates): Promise<void> {
  const motor = { tenantId: DEMO_TENANT, exhibitionId: '1001', validFrom: '2025-09-17', validTo: '2025-09-22', noticeCn: motorShowNoticeCn, noticeEn: motorShowNoticeEn }
  // The demo fair opens 30 days after seeding and lasts three days; sales opened yesterday and close when it ends.
  const firstDay = isoDay(now + 30 * DAY_MS)
  const lastDay = isoDay(now + 32 * DAY_MS)
  const demo = {
    tenantId: DEMO_TENANT,
    exhibitionId: TICKETING_EXHIBITION,
    validFrom: firstDay,
    validTo: lastDay,
    saleStartsAt: new Date(now - DAY_MS),
    saleEndsAt: new Date(shanghaiMidnight(lastDay).getTime() + DAY_MS),
  }
  const refundableUntil = new Date(shanghaiMidnight(firstDay).getTime() - 1)
  const demoNoticeCn = `1. 本展会 ${firstDay} 至 ${lastDay} 举办。\n2. 请凭钱包中的电子票二维码入场，一票一码。\n3. 退款以各票种的退款规则为准。`
  const demoNoticeEn = `1. The fair runs from ${firstDay} to ${lastDay}.\n2. Enter with the QR code of the ticket in your wallet; one code per ticket.\n3. Refunds follow the rules of each ticket type.`

  await tx
    .insert(ticketTypes)
    .values([
      move({
        ...motor,
        id: DEMO_TICKET_TYPES.motorDay,
        nameCn: '车展单日票',
        nameEn: 'Motor show day ticket',
        descriptionCn: '2025 年 9 月 17–22 日任选一天，限入场一次。',
        descriptionEn: 'One day of your choice, 17–22 September 2025; one entry.',
        priceFen: 10000,
        entries: 1,
        requiresDay: true,
        perOrderLimit: 10,
        conflictGroup: 'motor-entry',
        saleEndsAt: shanghaiMidnight('2025-09-23'),
        refundableUntil: shanghaiMidnight('2025-09-17'),
        refundFeePercent: 10,
        sort: 10,
      }),
      move({
        ...motor,
        id: DEMO_TICKET_TYPES.motorVip,
        nameCn: '车展 VIP 通票',
        nameEn: 'Motor show VIP pass',
        descriptionCn: '展期内每天可入场一次，含 VIP 休息室。不可与单日票同时持有。',
        descriptionEn: 'One entry on each show day, VIP lounge included. Cannot be held with a day ticket.',
        priceFen: 58000,
        entries: 6,
        perPersonLimit: 1,
        conflictGroup: 'motor-entry',
        saleEndsAt: shanghaiMidnight('2025-09-23'),
        refundableUntil: shanghaiMidnight('2025-09-10'),
        refundFeePercent: 20,
        transferable: false,
        sort: 20,
      }),
      {
        ...demo,
        id: DEMO_TICKET_TYPES.day,
        nameCn: '标准单日票',
        nameEn: 'Standard day ticket',
        descriptionCn: '展期内任选一天，限入场一次。',
        descriptionEn: 'One day of your choice during the fair; one entry.',
        noticeCn: demoNoticeCn,
        noticeEn: demoNoticeEn,
        priceFen: 8000,
        entries: 1,
        requiresDay: true,
        perOrderLimit: 10,
        conflictGroup: 'entry',
        refundableUntil,
        refundFeePercent: 10,
        sort: 10,
      },
      {
        ...demo,
        id: DEMO_TICKET_TYPES.pass,
        nameCn: '三日通票',
        nameEn: '3-day pass',
        descriptionCn: '三天每天可入场一次。已含单日票的全部权益，不能与单日票同时购买。',
        descriptionEn: 'One entry on each of the three days. Covers everything a day ticket does, so it cannot be bought with one.',
        noticeCn: demoNoticeCn,
        noticeEn: demoNoticeEn,
        priceFen: 24000,
        entries: 3,
        perOrderLimit: 5,
        conflictGroup: 'entry',
        refundableUntil,
        refundFeePercent: 20,
        // A lost pass costs a fee to reissue (spec getPayOfReportLoss): the demo shows the paid way; the others are free.
        reissueFeeFen: 2000,
        sort: 20,
      },
      {
        ...demo,
        id: DEMO_TICKET_TYPES.complimentary,
        nameCn: '赠票（免费）',
        nameEn: 'Complimentary ticket',
        descriptionCn: '主办方赠送，每人限领一张。',
        descriptionEn: 'Offered by the organiser; one per person.',
        noticeCn: demoNoticeCn,
        noticeEn: demoNoticeEn,
        priceFen: 0,
        entries: 1,
        perPersonLimit: 1,
        sort: 30,
      },
      {
        ...demo,
        id: DEMO_TICKET_TYPES.party,
        nameCn: '开幕酒会',
        nameEn: 'Opening night party',
        descriptionCn: '名额极少，售完即止。',
        descriptionEn: 'Very few places; sold out when they are gone.',
        noticeCn: demoNoticeCn,
        noticeEn: demoNoticeEn,
        priceFen: 5000,
        entries: 1,
        perOrderLimit: 2,
        refundableUntil,
        sort: 40,
      },
      {
        ...demo,
        id: DEMO_TICKET_TYPES.forum,
        nameCn: '行业论坛票（不可退）',
        nameEn: 'Industry forum ticket (non-refundable)',
        descriptionCn: '论坛全天入场，售出后不可退款。',
        descriptionEn: 'Forum access for the whole day; cannot be refunded once bought.',
        noticeCn: demoNoticeCn,
        noticeEn: demoNoticeEn,
        priceFen: 12000,
        entries: 1,
        perOrderLimit: 4,
        sort: 50,
      },
    ])
    .onConflictDoNothing()

  await tx
    .insert(ticketQuotas)
    .values([
      { ticketTypeId: DEMO_TICKET_TYPES.motorDay, total: 20000 },
      { ticketTypeId: DEMO_TICKET_TYPES.motorVip, total: 200 },
      { ticketTypeId: DEMO_TICKET_TYPES.day, total: 500 },
      { ticketTypeId: DEMO_TICKET_TYPES.pass, total: 300 },
      { ticketTypeId: DEMO_TICKET_TYPES.complimentary, total: 1000 },
      { ticketTypeId: DEMO_TICKET_TYPES.party, total: 2 },
      { ticketTypeId: DEMO_TICKET_TYPES.forum, total: 100 },
    ])
    .onConflictDoNothing()

  await tx
    .insert(discountCodes)
    .values([
      // On the day ticket only: the pass refuses it with "this discount code does not apply to 3-day pass".
      { tenantId: DEMO_TENANT, exhibitionId: TICKETING_EXHIBITION, code: 'FAIR10', percentOff: 10, ticketTypeIds: [DEMO_TICKET_TYPES.day] },
      // A sponsor's full discount: the order has nothing to pay and its tickets are issued at once.
      { tenantId: DEMO_TENANT, exhibitionId: TICKETING_EXHIBITION, code: 'SPONSOR100', percentOff: 100, ticketTypeIds: [DEMO_TICKET_TYPES.day] },
    ])
    .onConflictDoNothing()
}
