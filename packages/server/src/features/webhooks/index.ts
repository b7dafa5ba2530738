export { emitWebhook, webhookEventsSql, RETRY_WINDOW_MS, type WebhookEvent } from './events'
export { deliverDue, retryDelayMs, webhookDeliveryJob, type DeliveryContext } from './delivery'
export { webhookRoutes, WEBHOOK_PATHS } from './routes'
export { webhookEndpoints, webhookEvents, webhookDeliveries, webhookAttempts } from './tables'
