import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/*
 * Server-side request forgery: an endpoint URL is the organiser's to choose, so without a check the server would
 * POST into its own network (the database, a cloud metadata address). Only https to public unicast addresses is
 * allowed. The check runs when the endpoint is added (a clear refusal) and again at every connection, on the address
 * actually connected to, so a name that later resolves inward (DNS rebinding) is refused too. WEBHOOK_ALLOW_PRIVATE_URLS
 * (env.ts, refused in production) lifts it for the tests' local receiver and the demo.
 */

export type UrlProblem = 'scheme' | 'credentials' | 'address' | 'unresolvable'

/** Whether an address is one the server may post to: public unicast only (ipaddr.js names the reserved ranges). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  // process() turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into the IPv4 it is.
  return ipaddr.process(address).range() === 'unicast'
}

/** The problem of a URL as an endpoint, or null; resolves its host name (every address must be public). */
export async function urlProblem(raw: string, allowPrivate: boolean): Promise<UrlProblem | null> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'scheme'
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'scheme'
  // A password in the URL would be shown in every listing and log.
  if (url.username || url.password) return 'credentials'
  if (allowPrivate) return null
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host)) return isPublicAddress(host) ? null : 'address'
  const addresses = await new Promise<LookupAddress[] | null>((resolve) => dnsLookup(host, { all: true }, (error, found) => resolve(error ? null : found)))
  if (!addresses || addresses.length === 0) return 'unresolvable'
  return addresses.every((entry) => isPublicAddress(entry.address)) ? null : 'address'
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * A `lookup` for http(s).request that answers only public addresses: the connection is made to an address this
 * function checked, not to one resolved again afterwards.
 */
export function publicOnlyLookup(hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void {
  dnsLookup(hostname, { family: options.family as number | undefined, all: true } as { all: true }, (error, found) => {
    if (error) return callback(error, [])
    const allowed = found.filter((entry) => isPublicAddress(entry.address))
    if (allowed.length === 0) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private or reserved address`)
      refused.code = 'EWEBHOOKADDRESS'
      return callback(refused, [])
    }
    if (options.all) return callback(null, allowed)
    callback(null, allowed[0].address, allowed[0].family)
  })
}
