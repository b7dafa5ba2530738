/**
 * Events the FairPass custom elements announce to their host page. Names carry the `fair-` prefix
 * so they cannot collide with native or third-party events.
 */
export interface FairEventMap {
  /** A visitor signed in; the host may cancel to take over the post-login navigation. */
  'fair-login': { userId: string; account?: string; registerType?: string }
  /** The session ended: the visitor signed out, or the server answered 401. */
  'fair-logout': { reason: 'user' | 'unauthorized' }
  /** A widget is about to navigate; the host may cancel and route on its own. */
  'fair-navigate': { path: string; query: Record<string, string> }
  /** The element has rendered its first page. */
  'fair-ready': { area: string; path: string }
  /** Something failed that the visitor was told about (the message shown, in the page language). */
  'fair-error': { message: string; code?: number; reason?: string }
  /** A registration was submitted complete. */
  'fair-registered': { userId: string; exhibitionId: string; registerType: string; examineResult: string | null }
  /** An order was placed and waits for payment (or was free). */
  'fair-order-placed': { orderId: string; orderNo: string; amount: number; currency: string }
  /** An order was paid. */
  'fair-paid': { orderId: string; orderNo: string; amount: number }
  /** The paid order's tickets are in the wallet. */
  'fair-ticket-ready': { orderId: string; ticketIds: string[] }
  /** An invoice was applied for; issuing it runs on the server (`fair-invoice-issued` follows when it is done). */
  'fair-invoice-applied': { invoiceId: string; orderId: string; kind: string }
  /** An applied invoice was issued while the element showed it: its PDF can be downloaded. */
  'fair-invoice-issued': { invoiceId: string; orderId: string; invoiceNo: string }
  /** The visitor registered for sessions (a full one puts them on its waiting list, `position` their place). */
  'fair-conference-registered': { registrations: Array<{ sessionId: string; status: 'registered' | 'waitlisted'; position: number | null }> }
  /** The visitor gave up a session's seat or left its waiting list. */
  'fair-conference-cancelled': { sessionId: string }
  /** The visitor signed in at a session's door (`again`: they had already; the first time stands). */
  'fair-conference-signed-in': { sessionId: string; signedInAt: string; walkIn: boolean; again: boolean }
  /** An exhibitor's catalogue entry was sent to the organiser's review. */
  'fair-exhibitor-catalogue-submitted': { exhibitionId: string; journalId: string }
  /** An exhibitor's product was added or changed (`created` when it is new). */
  'fair-exhibitor-product-saved': { exhibitionId: string; productId: string; created: boolean }
  /** An exhibitor admin made an invitation for staff to fill in their own badge data. */
  'fair-exhibitor-staff-invited': { exhibitionId: string; invitationId: string; code: string }
  /** An exhibitor admin reserved a service, ad position or translator: an unpaid order (`orderNo`) to pay, amount in fen. */
  'fair-exhibitor-service-reserved': { exhibitionId: string; reservationId: string; orderId: string; orderNo: string; totalFen: number }
  /** The exhibitor portal saw a reservation paid (back from the cashier). */
  'fair-exhibitor-service-paid': { exhibitionId: string; reservationId: string; orderId: string; orderNo: string }
  /** An exhibitor admin saved the fascia board and the standard booths' furniture. */
  'fair-exhibitor-board-saved': { exhibitionId: string; shelves: number; hangingRods: number; flowTables: number }
  /** An exhibitor admin saved a bare-space booth's special build. */
  'fair-exhibitor-build-saved': { exhibitionId: string; boothId: string }
  /** An exhibitor admin made the final submission of the booth setup. */
  'fair-exhibitor-setup-submitted': { exhibitionId: string; submittedAt: string }
  /** An exhibitor admin sent the company's VIP invitation to buyers by SMS or e-mail (`skipped`: invited before). */
  'fair-exhibitor-buyers-invited': { exhibitionId: string; channel: 'sms' | 'email'; sent: number; skipped: number }
  /** An exhibitor admin saved the company's VIP invitation (template, wording, image). */
  'fair-exhibitor-invitation-saved': { exhibitionId: string; templateId: string | null }
  /** An exhibitor admin requested a visa invitation letter, or sent a rejected request again (`resent`). */
  'fair-exhibitor-visa-requested': { exhibitionId: string; requestId: string; resent: boolean }
  /** A group leader added a member by hand. */
  'fair-group-member-added': { exhibitionId: string; memberId: string; source: 'manual' }
  /** A group leader imported a spreadsheet (`rejected`: rows not imported, each shown with its number and reason). */
  'fair-group-imported': { exhibitionId: string; imported: number; rejected: number; memberCount: number }
  /** A group leader created a traceability channel (its registration link carries `sourceCode=code`). */
  'fair-channel-created': { exhibitionId: string; code: string }
  /** A share poster was made in the browser (`sourceCode`: the channel it carries, null for the person's own link). */
  'fair-poster-created': { exhibitionId: string; sourceCode: string | null }
  /** A group leader booked rooms (a reservation paid at the hotel; `totalFen`: rooms × nights × the nightly rate). */
  'fair-lodging-booked': { exhibitionId: string; bookingId: string; rooms: number; nights: number; totalFen: number }
  /** A group leader cancelled a booking; its rooms are free again. */
  'fair-lodging-cancelled': { exhibitionId: string; bookingId: string }
  /** A group leader registered a vehicle for a parking pass. */
  'fair-vehicle-registered': { exhibitionId: string; vehicleId: string; passCode: string }
  /** A visitor submitted the registration of people they registered (help, team or others registration). */
  'fair-relation-submitted': { exhibitionId: string; kind: 'help' | 'team' | 'group' | 'work'; ids: string[] }
  /** A visitor removed a person they registered. */
  'fair-relation-removed': { exhibitionId: string; kind: 'help' | 'team' | 'group' | 'work'; id: string }
  /** The signed-in person confirmed the registration someone else made for them (self-submit). */
  'fair-relation-confirmed': { exhibitionId: string; id: string }
  /** A scan or a mobile number reached the server as a lead (`created`: new to the company; false: a lead it had). */
  'fair-customer-captured': { exhibitionId: string; customerId: string; created: boolean; source: 'qr' | 'mobile' }
  /** A company admin ordered the customer-lead membership; its payment page opens next. */
  'fair-customer-membership-ordered': { exhibitionId: string; orderId: string; kind: 'single' | 'multi'; totalFen: number }
  /** A company admin authorised staff accounts for the customer tool or took authorisation back (user ids). */
  'fair-customer-staff-authorised': { exhibitionId: string; authorised: string[]; revoked: string[] }
  /** An xlsx file of leads was made in the browser and handed to it. */
  'fair-customer-exported': { exhibitionId: string; rows: number }
}

export type FairEventName = keyof FairEventMap

export interface FairEventOptions {
  cancelable?: boolean
}

/**
 * Dispatches a typed `CustomEvent` that bubbles and crosses shadow roots (`composed`), so a host
 * listening on `document` hears events from inside a widget's shadow DOM.
 * Returns false when a listener called `preventDefault()` on a cancelable event.
 */
export function dispatchFairEvent<K extends FairEventName>(
  target: EventTarget,
  name: K,
  detail: FairEventMap[K],
  options: FairEventOptions = {},
): boolean {
  const event = new CustomEvent(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  })
  return target.dispatchEvent(event)
}

type FairEvents = { [K in FairEventName]: CustomEvent<FairEventMap[K]> }

declare global {
  interface HTMLElementEventMap extends FairEvents {}
  interface DocumentEventMap extends FairEvents {}
}
