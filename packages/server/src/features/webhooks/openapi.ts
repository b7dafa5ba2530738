import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@fairpass/core/validation'

/*
 * The events as OpenAPI 3.1 `webhooks` (features/api-docs puts them in the document): what a receiver gets, in the
 * same document as the calls. docs/webhooks.md says when each is sent.
 */

const id = { type: 'string', format: 'uuid' }
const text = { type: 'string' }
const fen = { type: 'integer', description: 'Money in fen (1/100 yuan).' }

const DATA: Record<WebhookEventType, { summary: string; properties: Record<string, unknown> }> = {
  'registration.submitted': { summary: 'A visitor submitted the registration profile.', properties: { registrationId: id, userId: id, registerType: text, state: { enum: ['pending', 'approve'] } } },
  'registration.approved': { summary: 'A registration was approved (by the organiser, or at once).', properties: { registrationId: id, userId: id, registerType: text, state: { const: 'approve' }, auto: { type: 'boolean' } } },
  'registration.rejected': { summary: 'The organiser rejected a registration (the reason is not sent).', properties: { registrationId: id, userId: id, registerType: text, state: { const: 'reject' } } },
  'order.paid': { summary: 'An order of tickets was paid; its tickets are issued.', properties: { orderId: id, orderNo: text, userId: id, state: { const: 'ticketIssued' }, payableFen: fen } },
  'order.refunded': { summary: 'A refund was confirmed.', properties: { orderId: id, orderNo: text, userId: id, state: { const: 'refunded' }, refundId: id, amountFen: fen } },
  'ticket.issued': { summary: 'A ticket of a paid order (one event per ticket).', properties: { ticketId: id, orderId: id, ticketTypeId: text, ownerUserId: id, day: { type: ['string', 'null'], format: 'date' }, state: { const: 'valid' } } },
  'ticket.transferred': { summary: 'A holder transferred a ticket to another account.', properties: { ticketId: id, transferId: id, fromUserId: id, toUserId: id, state: text } },
  'ticket.scanned': { summary: 'The gate let the holder in.', properties: { ticketId: id, orderId: { type: ['string', 'null'] }, ownerUserId: id, ticketTypeId: text, entriesUsed: { type: 'integer' }, entries: { type: 'integer' }, state: { enum: ['valid', 'used'] } } },
  'invoice.issued': { summary: 'An invoice or English receipt was issued.', properties: { invoiceId: id, invoiceNo: text, orderId: id, userId: id, kind: text, amountFen: fen, state: { const: 'issued' } } },
  'session.signed_in': { summary: 'A visitor signed in at a conference session door (the first time).', properties: { sessionId: id, userId: id, walkIn: { type: 'boolean' }, signedInAt: { type: 'string', format: 'date-time' } } },
  'lead.captured': { summary: "An exhibitor's staff scanned a visitor (customer tool).", properties: { leadId: id, deptId: id, visitorUserId: { type: ['string', 'null'] }, capturedByUserId: id, source: text, created: { type: 'boolean' }, scannedAt: { type: 'string', format: 'date-time' } } },
}

const HEADERS = [
  { name: 'webhook-id', in: 'header', required: true, description: 'The event id: the same on every attempt and redelivery (deduplicate on it).', schema: id },
  { name: 'webhook-timestamp', in: 'header', required: true, description: "The attempt's time, Unix seconds.", schema: { type: 'string', pattern: '^\\d+$' } },
  { name: 'webhook-signature', in: 'header', required: true, description: "`v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's `whsec_` secret (Standard Webhooks).", schema: text },
]

/** The `webhooks` object of the OpenAPI document, one POST per event type. */
export function openApiWebhooks(): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: DATA[type].summary,
          description: 'Signed, retried with backoff for 24 h until a 2xx answer (docs/webhooks.md).',
          tags: ['webhooks'],
          parameters: HEADERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['type', 'timestamp', 'data'],
                  properties: { type: { const: type }, timestamp: { type: 'string', format: 'date-time' }, data: { type: 'object', properties: DATA[type].properties } },
                },
              },
            },
          },
          responses: { '2XX': { description: 'Received; any other answer (or none within the timeout) is retried.' } },
        },
      },
    ]),
  )
}
