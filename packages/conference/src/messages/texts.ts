/*
 * Every word of <fair-conference> in cn and en. Times come from the server as the venue's wall-clock HH:mm, so the
 * texts take them as given.
 */
export const conferenceMessages = { cn: () => import('./texts.cn'), en: () => import('./texts.en') } as const
