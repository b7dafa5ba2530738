/** The texts every page of <fair-wallet> shares; each page folder adds its own messages.ts beside it. */
export const walletMessages = { cn: () => import('./texts.cn'), en: () => import('./texts.en') }
