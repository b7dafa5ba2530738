/* Every word of <fair-content> in cn and en. */
export const contentMessages = { cn: () => import('./texts.cn'), en: () => import('./texts.en') } as const
