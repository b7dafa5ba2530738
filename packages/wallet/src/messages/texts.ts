/** The texts of <fair-wallet>; each page adds its own messages.ts beside it. */
export const walletMessages = {
  cn: { wallet: { title: 'Wallet' } },
  en: { wallet: { title: 'Wallet' } },
}
