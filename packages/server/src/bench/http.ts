import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

/*
 * The load generator's HTTP client: node:http with one keep-alive socket per buyer and no framework, because it
 * shares the machine's cores with the server and the database, and every cycle it spends is one the server lacks.
 */

export interface JsonResponse {
  status: number
  body: any
}

export interface JsonClient {
  request(method: 'GET' | 'POST', path: string, options?: { headers?: Record<string, string>; body?: unknown; form?: Record<string, string> }): Promise<JsonResponse>
  close(): void
}

export function jsonClient(baseUrl: string, sockets: number): JsonClient {
  const base = new URL(baseUrl)
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets })
  return {
    request(method, path, options = {}) {
      let payload: string | undefined
      // What the visitors' browsers send: the server compresses larger answers for them, and pays for it.
      const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip, br', ...options.headers }
      if (options.form) {
        payload = new URLSearchParams(options.form).toString()
        headers['content-type'] = 'application/x-www-form-urlencoded'
      } else if (options.body !== undefined) {
        payload = JSON.stringify(options.body)
        headers['content-type'] = 'application/json'
      }
      if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload))
      return new Promise<JsonResponse>((resolve, reject) => {
        const request = http.request({ host: base.hostname, port: base.port, method, path, headers, agent }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const raw = Buffer.concat(chunks)
            const encoding = response.headers['content-encoding']
            const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
            let body: unknown = text
            if ((response.headers['content-type'] ?? '').includes('json')) {
              try {
                body = JSON.parse(text)
              } catch {
                // Left as text: the caller reports it.
              }
            }
            resolve({ status: response.statusCode ?? 0, body })
          })
          response.on('error', reject)
        })
        request.on('error', reject)
        if (payload !== undefined) request.write(payload)
        request.end()
      })
    },
    close() {
      agent.destroy()
    },
  }
}
