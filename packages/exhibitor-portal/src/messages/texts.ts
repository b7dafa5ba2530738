/** The texts of <fair-exhibitor-portal>, in both languages of the fair. */
export const exhibitorPortalMessages = { cn: () => import('./texts.cn'), en: () => import('./texts.en') }
