/** The texts of the paid services pages (issue 17: /serviceOrder, /adsBooking, /translateBooking), in both languages. */
export const exhibitorServicesMessages = { cn: () => import('./services.cn'), en: () => import('./services.en') }
