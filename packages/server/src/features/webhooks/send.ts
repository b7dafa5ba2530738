import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { isPublicAddress, publicOnlyLookup } from './addresses'

export interface PostResult {
  /** The receiver's HTTP status, when it answered. */
  status: number | null
  /** Why it counts as not delivered (a non-2xx status, a timeout, a refused address); null when delivered. */
  error: string | null
}

/** What of the receiver's answer is kept: its status; a body is read (so the socket is freed) but not stored. */
const MAX_ANSWER_BYTES = 4096

/**
 * POSTs one signed body. Only a 2xx answer counts as delivered; redirects are not followed (a redirect could point
 * inward, past the address check). Never throws: every failure is a result the delivery records.
 */
export function postWebhook(target: string, headers: Record<string, string>, body: string, options: { timeoutMs: number; allowPrivate: boolean }): Promise<PostResult> {
  return new Promise((resolve) => {
    let url: URL
    try {
      url = new URL(target)
    } catch {
      return resolve({ status: null, error: 'invalid URL' })
    }
    const host = url.hostname.replace(/^\[|\]$/g, '')
    // An address literal is connected to without a lookup, so it is checked here.
    if (!options.allowPrivate && isIP(host) && !isPublicAddress(host)) return resolve({ status: null, error: 'private or reserved address refused' })
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' && options.allowPrivate ? http : null
    if (!client) return resolve({ status: null, error: 'only https endpoints are allowed' })
    let settled = false
    const finish = (result: PostResult) => {
      if (settled) return
      settled = true
      resolve(result)
    }
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'FairPass-Webhooks/1', ...headers },
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup as never }),
      },
      (response) => {
        let read = 0
        response.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > MAX_ANSWER_BYTES) response.destroy()
        })
        const status = response.statusCode ?? 0
        const done = () => finish({ status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` })
        response.on('end', done)
        response.on('close', done)
        response.on('error', done)
      },
    )
    // The whole exchange, not only an idle socket: a receiver trickling its answer is cut off as well.
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs)
    request.on('close', () => clearTimeout(timer))
    request.on('error', (error: NodeJS.ErrnoException) => finish({ status: null, error: error.message.slice(0, 300) }))
    request.end(body)
  })
}
