/** The texts of the visa invitation letter page (issue 17), in both languages, under exh.visa. */
export const visaMessages = { cn: () => import('./visa.cn'), en: () => import('./visa.en') }
