/*
 * Every word of <fair-group-manager> in cn and en. Refusals (a full group, a contact already in it, a bad row of a
 * spreadsheet) come worded by the server in the page language, and the field messages from the shared schemas.
 */
export const groupMessages = { cn: () => import('./texts.cn'), en: () => import('./texts.en') } as const
