/*
 * Registering other people (help, team and others registration) in cn and en. Refusals (the cap, a person already
 * registered or with an account of their own, a record that can no longer be removed) come worded by the server.
 */
export const relationMessages = { cn: () => import('./relations.cn'), en: () => import('./relations.en') } as const
