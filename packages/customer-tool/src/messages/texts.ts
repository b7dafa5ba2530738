/*
 * Every word of <fair-customer-tool> in cn and en. Refusals (no membership, a code that is no visitor, a staff
 * member not authorised) come worded by the server in the page language, and field messages from the shared schemas.
 */
export const customerMessages = { cn: () => import('./texts.cn'), en: () => import('./texts.en') } as const
