import { describe, expect, it } from 'vitest'
import { EnvError, loadEnv } from './env'

describe('loadEnv', () => {
  it('applies the documented defaults in demo mode', () => {
    const env = loadEnv({ FAIRPASS_DEMO: '1' })
    expect(env).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: './data/pglite', tokenTtlSeconds: 7200, staticDir: 'demo/dist', demo: true })
    expect(env.jwtSecret.length).toBeGreaterThanOrEqual(32)
    expect(env.publicBaseUrl).toBe('http://127.0.0.1:8080')
    expect(loadEnv({ PORT: '8207' }).publicBaseUrl).toBe('http://127.0.0.1:8207')
    expect(() => loadEnv({ PUBLIC_BASE_URL: 'ftp://fair.example.com' })).toThrow(/PUBLIC_BASE_URL/)
    expect(loadEnv({}).jwtSecret).not.toBe(env.jwtSecret)
  })

  it('refuses to start production without its secrets and delivery channels', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(EnvError)
    expect(() =>
      loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://m.example.com', SMS_WEBHOOK_URL: 'https://s.example.com' }),
    ).toThrow(/PUBLIC_BASE_URL: required in production/)
    try {
      loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'short' })
    } catch (error) {
      expect((error as EnvError).problems.join('\n')).toMatch(/JWT_SECRET/)
    }
    const env = loadEnv({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example.com:587',
      SMS_WEBHOOK_URL: 'https://sms.example.com/send',
      PUBLIC_BASE_URL: 'https://fair.example.com/',
      PAYMENT_PROVIDER: 'sandbox',
    })
    expect(env.demo).toBe(false)
    expect(env.publicBaseUrl).toBe('https://fair.example.com')
    expect(() =>
      loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://m.example.com', SMS_WEBHOOK_URL: 'https://s.example.com', PUBLIC_BASE_URL: 'https://f.example.com', DEMO: 'on' }),
    ).toThrow(/demo mode/)
  })

  it('lets production take payments only through a provider the operator names', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://m.example.com', SMS_WEBHOOK_URL: 'https://s.example.com', PUBLIC_BASE_URL: 'https://f.example.com' }
    expect(() => loadEnv(base)).toThrow(/PAYMENT_PROVIDER/)
    expect(loadEnv({ ...base, PAYMENT_PROVIDER: 'sandbox' }).orders.paymentProvider).toBe('sandbox')
    expect(loadEnv({}).orders).toEqual({ paymentMinutes: 15, sweepSeconds: 30, paymentProvider: 'sandbox', sandboxRefundDelayMs: 2000, returnOrigins: [], maxPendingPerBuyer: 3, maxPendingTicketsPerBuyer: 60, placePerMinute: 20 })
    expect(loadEnv({ PAYMENT_RETURN_ORIGINS: 'https://a.example, http://b.example:8080' }).orders.returnOrigins).toEqual(['https://a.example', 'http://b.example:8080'])
    expect(() => loadEnv({ PAYMENT_RETURN_ORIGINS: 'https://a.example/path' })).toThrow(/PAYMENT_RETURN_ORIGINS/)
    expect(() => loadEnv({ ORDER_PAYMENT_MINUTES: '0' })).toThrow(/ORDER_PAYMENT_MINUTES/)
    expect(() => loadEnv({ ORDER_PENDING_MAX_PER_BUYER: '0' })).toThrow(/ORDER_PENDING_MAX_PER_BUYER/)
  })

  it('treats empty variables as unset and rejects bad values', () => {
    expect(loadEnv({ PORT: '' }).port).toBe(8080)
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(loadEnv({ DEMO: 'off' }).demo).toBe(false)
  })

  it('reads the per-IP rate limits, leaving unset ones to the defaults', () => {
    expect(loadEnv({}).rateLimits).toEqual({ sendCodePerMinute: undefined, tokenPerMinute: undefined })
    expect(loadEnv({ RATE_LIMIT_CODES_PER_IP_MINUTE: '50', RATE_LIMIT_LOGINS_PER_IP_MINUTE: '80' }).rateLimits).toEqual({
      sendCodePerMinute: 50,
      tokenPerMinute: 80,
    })
    expect(() => loadEnv({ RATE_LIMIT_CODES_PER_IP_MINUTE: '0' })).toThrow(/RATE_LIMIT_CODES_PER_IP_MINUTE/)
  })

  it('reads TRUST_PROXY: off by default (also in production), a hop count or proxy addresses, never "true"', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://m.example.com', SMS_WEBHOOK_URL: 'https://s.example.com', PUBLIC_BASE_URL: 'https://f.example.com', PAYMENT_PROVIDER: 'sandbox' }
    expect(loadEnv({}).trustProxy).toBe(false)
    expect(loadEnv(production).trustProxy).toBe(false)
    expect(loadEnv({ TRUST_PROXY: 'off' }).trustProxy).toBe(false)
    expect(loadEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1'])
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/any client/)
    expect(() => loadEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/)
  })

  it('runs the demo (sample data, outbox with login codes) only when asked with FAIRPASS_DEMO=1; production refuses it', () => {
    expect(loadEnv({}).demo).toBe(false)
    expect(loadEnv({ NODE_ENV: 'development' }).demo).toBe(false)
    expect(loadEnv({ FAIRPASS_DEMO: '1' }).demo).toBe(true)
    expect(loadEnv({ DEMO: 'on' }).demo).toBe(true)
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://m.example.com', SMS_WEBHOOK_URL: 'https://s.example.com', PUBLIC_BASE_URL: 'https://f.example.com', PAYMENT_PROVIDER: 'sandbox' }
    expect(() => loadEnv({ ...production, FAIRPASS_DEMO: '1' })).toThrow(/FAIRPASS_DEMO: demo mode cannot be enabled in production/)
    expect(loadEnv(production).demo).toBe(false)
  })

  it('reads WEBHOOK_PRUNE_EVERY_SECONDS: an hour unless set, 0 turns the prune job off; anything but whole seconds up to a day refuses to boot', () => {
    expect(loadEnv({}).webhooks.pruneEverySeconds).toBe(3600)
    expect(loadEnv({ WEBHOOK_PRUNE_EVERY_SECONDS: '600' }).webhooks.pruneEverySeconds).toBe(600)
    expect(loadEnv({ WEBHOOK_PRUNE_EVERY_SECONDS: '0' }).webhooks.pruneEverySeconds).toBe(0)
    expect(loadEnv({ WEBHOOK_PRUNE_EVERY_SECONDS: '' }).webhooks.pruneEverySeconds).toBe(3600)
    for (const value of ['hourly', '-1', '1.5', '86401']) {
      expect(() => loadEnv({ WEBHOOK_PRUNE_EVERY_SECONDS: value }), value).toThrow(EnvError)
      expect(() => loadEnv({ WEBHOOK_PRUNE_EVERY_SECONDS: value }), value).toThrow(
        'WEBHOOK_PRUNE_EVERY_SECONDS: seconds between runs of the webhook prune job, a whole number from 0 (never) to 86400',
      )
    }
  })
})
