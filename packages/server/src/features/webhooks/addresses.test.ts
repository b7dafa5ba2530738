import { describe, expect, it } from 'vitest'
import { loadEnv } from '../../env'
import { isKnownMessageKey, translate } from '../../messages'
import { isPublicAddress, urlProblem } from './addresses'
import { postWebhook } from './send'

/* The request-forgery guard: endpoints only at public https addresses unless WEBHOOK_ALLOW_PRIVATE_URLS says otherwise. */

describe('webhook endpoint addresses', () => {
  it('counts only public unicast addresses as public', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', 'fc00::1', 'fe80::1', '::ffff:127.0.0.1', '224.0.0.1', 'not-an-ip']) {
      expect(isPublicAddress(address), address).toBe(false)
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(address), address).toBe(true)
  })

  it('refuses http, credentials, private literals and names that resolve inward', async () => {
    expect(await urlProblem('http://93.184.216.34/hook', false)).toBe('scheme')
    expect(await urlProblem('ftp://example.com/', false)).toBe('scheme')
    expect(await urlProblem('https://user:pw@93.184.216.34/', false)).toBe('credentials')
    expect(await urlProblem('https://127.0.0.1/hook', false)).toBe('address')
    expect(await urlProblem('https://[::1]/hook', false)).toBe('address')
    expect(await urlProblem('https://169.254.169.254/latest/meta-data', false)).toBe('address')
    // `localhost` resolves through the machine's resolver (no network needed) to loopback.
    expect(await urlProblem('https://localhost/hook', false)).toBe('address')
    expect(await urlProblem('https://93.184.216.34/hook', false)).toBeNull()
  })

  it('has a refusal in cn and en for every problem (endpoints.ts answers error.webhookUrl.<problem>)', () => {
    for (const problem of ['scheme', 'credentials', 'address', 'unresolvable']) {
      const key = `error.webhookUrl.${problem}`
      expect(isKnownMessageKey(key), key).toBe(true)
      expect(translate(key, 'cn')).toMatch(/[\u4e00-\u9fff]/)
      expect(translate(key, 'en')).not.toBe(translate(key, 'cn'))
    }
  })

  it('allows the local receiver only with the flag', async () => {
    expect(await urlProblem('http://127.0.0.1:8080/hook', true)).toBeNull()
    expect(await urlProblem('http://127.0.0.1:8080/hook', false)).toBe('scheme')
  })

  it('refuses at sending time too, on the address actually connected to', async () => {
    const options = { timeoutMs: 2000, allowPrivate: false }
    expect(await postWebhook('https://127.0.0.1:9/hook', {}, '{}', options)).toEqual({ status: null, error: 'private or reserved address refused' })
    // A name: the connection's own lookup refuses it (a name that resolved outward when added may resolve inward now).
    expect(await postWebhook('https://localhost:9/hook', {}, '{}', options)).toEqual({ status: null, error: expect.stringMatching(/private or reserved/) })
    expect(await postWebhook('http://93.184.216.34/hook', {}, '{}', options)).toEqual({ status: null, error: 'only https endpoints are allowed' })
  })

  it('is on by default only in demo mode and cannot be turned on in production', () => {
    const base = { JWT_SECRET: 'x'.repeat(32) }
    expect(loadEnv({ ...base, FAIRPASS_DEMO: '1' }).webhooks.allowPrivateUrls).toBe(true)
    expect(loadEnv(base).webhooks.allowPrivateUrls).toBe(false)
    expect(loadEnv({ ...base, WEBHOOK_ALLOW_PRIVATE_URLS: '1' }).webhooks.allowPrivateUrls).toBe(true)
    const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://x.example', SMS_WEBHOOK_URL: 'https://sms.example', PUBLIC_BASE_URL: 'https://fair.example', PAYMENT_PROVIDER: 'sandbox' }
    expect(loadEnv(production).webhooks.allowPrivateUrls).toBe(false)
    expect(() => loadEnv({ ...production, WEBHOOK_ALLOW_PRIVATE_URLS: '1' })).toThrow(/WEBHOOK_ALLOW_PRIVATE_URLS/)
  })
})
