import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WEBHOOK_EVENT_TYPES } from '@fairpass/core/validation'
import type { TestServer } from '../../testing'
import { OPENAPI_JSON_PATH } from '../api-docs'
import { webhookTestServer } from './testing'

/* The OpenAPI document lists every event as an OpenAPI 3.1 webhook (its validity is apiDocs.test.ts's check). */

let server: TestServer
beforeAll(async () => {
  server = await webhookTestServer([])
}, 60_000)
afterAll(() => server.close())

describe('webhooks in the API document', { timeout: 30_000 }, () => {
  it('has one signed POST per event type with its payload', async () => {
    const response = await server.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH })
    const document = response.json() as { webhooks: Record<string, { post: { parameters: Array<{ name: string }>; requestBody: { content: Record<string, { schema: { properties: { type: { const: string } } } }> } } }> }
    expect(Object.keys(document.webhooks)).toEqual([...WEBHOOK_EVENT_TYPES])
    const paid = document.webhooks['order.paid'].post
    expect(paid.parameters.map((parameter) => parameter.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature'])
    expect(paid.requestBody.content['application/json'].schema.properties.type.const).toBe('order.paid')
  })
})
