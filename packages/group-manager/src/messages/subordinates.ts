/*
 * The subordinate accounts' words (/subordinate…) in cn and en. Refusals (an account name taken, the cap) come worded
 * by the server in the page language; field messages (the password rule, the account name) from the shared schemas.
 */
export const subordinateMessages = { cn: () => import('./subordinates.cn'), en: () => import('./subordinates.en') }
