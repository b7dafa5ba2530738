/*
 * The words of the invitation pages of <fair-group-manager> (/inviteRegistration, /inviteRegistration-form/{type},
 * /invite/home, /myRanking) in cn and en. Refusals (an address invited before, the daily cap, oneself) come worded by
 * the server in the page language.
 */
export const inviteMessages = { cn: () => import('./invites.cn'), en: () => import('./invites.en') }
