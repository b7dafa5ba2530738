/*
 * Ticket types of issue 4, as the demo files have them (demo/exhibitions/1001.yaml and 1020.yaml). The motor show
 * (1001) sells what spec §9 says: valid 17–22 September 2025, one entry on one chosen day, and a VIP pass that cannot
 * be held with it. The ticketing demo (1020) has every kind of type the buying pages must handle; the seed moves its
 * dates so it opens 30 days after seeding and stays on sale (calendar.ts followClock).
 */

/** Their fixed ids (the files give them), so the README, the browser tests and the benchmark can name them. */
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
