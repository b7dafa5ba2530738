import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { envelopeSerializerCompiler, okReply } from './schemas'

/*
 * Under the server tests every described answer is checked against its okReply schema, so the API document cannot
 * describe a reply the server does not give: here a route that answers something else fails loudly.
 */

async function appAnswering(data: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(envelopeSerializerCompiler(serializerCompiler))
  app.get('/described', { schema: { response: okReply(z.object({ id: z.string(), at: z.string() })) } }, async () => ({ code: 200, success: true, msg: 'ok', data }) as never)
  await app.ready()
  return app
}

describe('the reply check under test', () => {
  it('runs in the server tests (vitest sets NODE_ENV to test)', () => {
    expect(process.env.NODE_ENV).toBe('test')
  })

  it('passes an answer that is what its schema says, Dates as the strings JSON makes of them', async () => {
    const app = await appAnswering({ id: 'a', at: new Date(0) })
    const response = await app.inject({ method: 'GET', url: '/described' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({ id: 'a', at: '1970-01-01T00:00:00.000Z' })
  })

  it('fails on a wrong type and on a field the schema does not describe', async () => {
    const wrong = await appAnswering({ id: 1, at: 'x' })
    expect((await wrong.inject({ method: 'GET', url: '/described' })).statusCode).toBe(500)
    const extra = await appAnswering({ id: 'a', at: 'x', secret: 'y' })
    const response = await extra.inject({ method: 'GET', url: '/described' })
    expect(response.statusCode).toBe(500)
  })
})
