/** The texts of <fair-ticket-buy>; each page adds its own messages.ts beside it. */
export const ticketBuyMessages = {
  cn: { buy: { title: 'TicketBuy' } },
  en: { buy: { title: 'TicketBuy' } },
}
