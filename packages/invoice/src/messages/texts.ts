/** The texts every page of <fair-invoice> shares; each page folder adds its own messages.ts beside it. */
export const invoiceMessages = { cn: () => import('./texts.cn'), en: () => import('./texts.en') }
