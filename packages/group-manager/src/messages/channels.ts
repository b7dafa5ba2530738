/*
 * The words of the channel pages (/source…) and the share pages (/share, /regQRcode, /posterDown) in cn and en.
 * Refusals (a taken code, the cap) come worded by the server; field messages from the shared schemas.
 */
export const channelMessages = { cn: () => import('./channels.cn'), en: () => import('./channels.en') }
