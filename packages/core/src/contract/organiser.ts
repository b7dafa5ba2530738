import type { z } from 'zod'
import type * as S from './schemas/organiser'

/*
 * The replies of the organiser API (`/api/admin/…`, `npm run admin`): the z.infer of the schemas the server hands to
 * okReply, so the functions that build them and the API document that describes them cannot drift apart.
 */

/** A registration as the organiser reviews it. */
export type ReviewRecord = z.infer<typeof S.reviewRecordSchema>
/** `registrations`: one page of the review queue. */
export type RegistrationPage = z.infer<typeof S.registrationPageSchema>
/** `registrations/approve` and `/reject`. */
export type ReviewResult = z.infer<typeof S.reviewResultSchema>
/** `registrations/review-bulk`. */
export type BulkReviewResult = z.infer<typeof S.bulkReviewResultSchema>
export type BulkReviewLine = BulkReviewResult['lines'][number]
/** `registrations/resend-ticket`. */
export type ResendResult = z.infer<typeof S.resendResultSchema>
/** `auto-approve`. */
export type AutoApproveView = z.infer<typeof S.autoApproveSchema>
/** `time-zone`. */
export type TimeZoneView = z.infer<typeof S.timeZoneViewSchema>
/** `tenant/origins`. */
export type OriginsView = z.infer<typeof S.originsViewSchema>
/** `orders`. */
export type AdminOrderList = z.infer<typeof S.adminOrderListSchema>
/** `invoices`. */
export type AdminInvoiceList = z.infer<typeof S.adminInvoiceListSchema>
/** `referrals`: one inviter. */
export type AdminInviter = z.infer<typeof S.adminInviterSchema>
export type WebhookEndpointView = z.infer<typeof S.webhookEndpointViewSchema>
export type WebhookEndpointCreated = z.infer<typeof S.webhookEndpointCreatedSchema>
export type WebhookDeliveryView = z.infer<typeof S.webhookDeliveryViewSchema>
export type WebhookDeliveryList = z.infer<typeof S.webhookDeliveryListSchema>
