import { type Db } from '../db'
import { userCenterEntries } from '../features/config'
import { DEMO_TENANT, OTHER_TENANT } from './data'

interface SeedEntry {
  key: string
  titleCn: string
  titleEn: string
  path: string
  icon?: string
}

const tickets: SeedEntry = { key: 'wallet', titleCn: '我的门票', titleEn: 'My tickets', path: '/wallet', icon: 'ticket' }
const orders: SeedEntry = { key: 'order', titleCn: '我的订单', titleEn: 'My orders', path: '/order', icon: 'order' }
const invoices: SeedEntry = { key: 'invoice', titleCn: '发票', titleEn: 'Invoices', path: '/invoice', icon: 'invoice' }
const conferences: SeedEntry = { key: 'conference', titleCn: '我的会议', titleEn: 'My conferences', path: '/conference/mySchedule', icon: 'conference' }
const editProfile: SeedEntry = { key: 'editProfile', titleCn: '修改个人信息', titleEn: 'Edit my information', path: '/infoWap', icon: 'profile' }
const changePassword: SeedEntry = { key: 'changePassword', titleCn: '修改密码', titleEn: 'Change password', path: '/changePassword', icon: 'lock' }
const gifts: SeedEntry = { key: 'give', titleCn: '赠送门票', titleEn: 'Gift tickets', path: '/give', icon: 'gift' }
const holders: SeedEntry = { key: 'personnel', titleCn: '持票人', titleEn: 'Ticket holders', path: '/personnel', icon: 'people' }
const footprints: SeedEntry = { key: 'journal', titleCn: '我的足迹', titleEn: 'My footprints', path: '/journal', icon: 'history' }
const buy: SeedEntry = { key: 'ticketType', titleCn: '购票', titleEn: 'Buy tickets', path: '/ticket-type?registerLinkId=tickets-2026', icon: 'cart' }
const traffic: SeedEntry = { key: 'traffic', titleCn: '交通指南', titleEn: 'Getting there', path: '/traffic', icon: 'map' }

/** Which entries each demo exhibition's user center shows, in this order. */
const entriesByExhibition: Array<[tenantId: string, exhibitionId: string, entries: SeedEntry[]]> = [
  [DEMO_TENANT, '1001', [tickets, orders, invoices, conferences, editProfile, changePassword, traffic]],
  [DEMO_TENANT, '1002', [tickets, orders, editProfile, changePassword]],
  [DEMO_TENANT, '1010', [tickets, editProfile, traffic]],
  [DEMO_TENANT, '1011', [tickets, orders, invoices, editProfile]],
  [DEMO_TENANT, '1020', [buy, tickets, orders, gifts, holders, footprints, editProfile]],
  // Another organiser's: never shown for tenant 000000.
  [OTHER_TENANT, '2001', [tickets, { key: 'homeDeals', titleCn: '家居优惠', titleEn: 'Home deals', path: '/contentPage/deals', icon: 'gift' }]],
]

/** Inserts what is missing; never overwrites. Runs after the exhibitions exist. */
export async function seedUserCenter(db: Db): Promise<void> {
  for (const [tenantId, exhibitionId, entries] of entriesByExhibition) {
    await db
      .insert(userCenterEntries)
      .values(
        entries.map((entry, index) => ({
          tenantId,
          exhibitionId,
          registerType: null,
          key: entry.key,
          titleCn: entry.titleCn,
          titleEn: entry.titleEn,
          path: entry.path,
          icon: entry.icon ?? null,
          sort: (index + 1) * 10,
        })),
      )
      .onConflictDoNothing()
  }
}
