import * as z from 'zod/mini'
import { idSchema } from './requests'

/*
 * The organiser's webhook calls (issue 20, docs/webhooks.md): the admin CLI checks its options with these before
 * sending and the server on arrival. Whether an address is allowed (https, not a private network) is the server's
 * decision, made again at every delivery: this schema only checks it is an http(s) URL at all.
 */

/** Every event an endpoint can subscribe to; the names follow Standard Webhooks' `noun.verb` style. */
export const WEBHOOK_EVENT_TYPES = [
  'registration.submitted',
  'registration.approved',
  'registration.rejected',
  'order.paid',
  'order.refunded',
  'ticket.issued',
  'ticket.transferred',
  'ticket.scanned',
  'invoice.issued',
  'session.signed_in',
  'lead.captured',
] as const

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

export const WEBHOOK_URL_MAX = 500
export const WEBHOOK_DESCRIPTION_MAX = 200
/** Endpoints per exhibition: each event is a delivery per endpoint, so the fan-out stays bounded. */
export const WEBHOOK_ENDPOINTS_MAX = 20

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, 'validation.webhook.eventType')

export const webhookEndpointCreateSchema = z.object({
  url: z.string('validation.webhook.url').check(z.trim(), z.maxLength(WEBHOOK_URL_MAX, 'validation.text.tooLong'), z.regex(/^https?:\/\/[^\s"'<>]+$/i, 'validation.webhook.url')),
  /** The events to send; at least one. */
  events: z.array(webhookEventTypeSchema).check(z.minLength(1, 'validation.webhook.eventType'), z.maxLength(WEBHOOK_EVENT_TYPES.length * 2, 'validation.invalid')),
  description: z._default(z.string('validation.invalid').check(z.trim(), z.maxLength(WEBHOOK_DESCRIPTION_MAX, 'validation.text.tooLong')), ''),
})

export type WebhookEndpointCreate = z.infer<typeof webhookEndpointCreateSchema>

export const webhookEndpointRefSchema = z.object({ exhibitionId: idSchema, endpointId: idSchema })
export const webhookDeliveryRefSchema = z.object({ exhibitionId: idSchema, deliveryId: idSchema })

export const webhookDeliveryListSchema = z.object({
  state: z.optional(z.enum(['pending', 'delivered', 'failed'], 'validation.invalid')),
  endpointId: z.optional(idSchema),
  // A query string carries the limit as text.
  limit: z._default(
    z.pipe(
      z.union([z.number(), z.string()], 'validation.invalid'),
      z.pipe(
        z.transform((value: number | string) => Number(value)),
        z.number('validation.invalid').check(z.int('validation.invalid'), z.gte(1, 'validation.invalid'), z.lte(500, 'validation.invalid')),
      ),
    ),
    50,
  ),
})

/** Turning an endpoint off and on again; its secret, events and delivery history stay as they are. */
export const webhookEndpointUpdateSchema = z.object({ enabled: z.boolean('validation.invalid') })

export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdateSchema>

/** The longest a replaced secret may keep signing beside the new one: a week, time enough for any deployment. */
export const WEBHOOK_SECRET_OVERLAP_HOURS_MAX = 168

export const webhookSecretRotateSchema = z.object({
  /**
   * Hours the replaced secret keeps signing beside the new one (default 24); 0 drops it at once, for a secret that
   * leaked. The CLI passes it as text.
   */
  overlapHours: z._default(
    z.pipe(
      z.union([z.number(), z.string()], 'validation.webhook.overlapHours'),
      z.pipe(
        z.transform((value: number | string) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value))),
        z.number('validation.webhook.overlapHours').check(z.int('validation.webhook.overlapHours'), z.gte(0, 'validation.webhook.overlapHours'), z.lte(WEBHOOK_SECRET_OVERLAP_HOURS_MAX, 'validation.webhook.overlapHours')),
      ),
    ),
    24,
  ),
})

export type WebhookSecretRotate = z.infer<typeof webhookSecretRotateSchema>
