/** The texts every page of <fair-ticket-buy> shares; each page folder adds its own messages.ts beside it. */
export const ticketBuyMessages = { cn: () => import('./texts.cn'), en: () => import('./texts.en') }
