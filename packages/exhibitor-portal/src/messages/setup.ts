/** The texts of the booth setup, the organiser's documents and the final submission (issue 17), in both languages. */
export const setupMessages = { cn: () => import('./setup.cn'), en: () => import('./setup.en') }
