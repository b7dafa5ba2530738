/** The texts of the VIP buyer invitation pages (issue 17), in both languages, under exh.vip. */
export const vipMessages = { cn: () => import('./vip.cn'), en: () => import('./vip.en') }
