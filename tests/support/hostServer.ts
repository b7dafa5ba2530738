import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'

/**
 * A partner's web server on another origin: it serves the host pages of tests/hosts, with the FairPass elements
 * loaded from the API origin exactly as the README's embedding snippet says (the snippet is read from the README
 * and pasted into the page, so the README cannot drift from what works).
 */
export interface HostServer {
  origin: string
  close(): Promise<void>
}

const HOSTS = join(import.meta.dirname, '..', 'hosts')
const README = join(import.meta.dirname, '..', '..', 'README.md')
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' }

/** The first ```html block of the README's "Using the elements on another page" section. */
export function readmeEmbedSnippet(): string {
  const readme = readFileSync(README, 'utf8')
  const section = readme.slice(readme.indexOf('## Using the elements on another page'))
  const match = /```html\n([\s\S]*?)```/.exec(section)
  if (!match) throw new Error('README: no ```html block under "Using the elements on another page"')
  return match[1]
}

export interface HostPageValues {
  api: string
  [placeholder: string]: string
}

export interface HostServerOptions {
  /** Folder the pages are served from: tests/hosts unless given (e.g. the framework hosts built from demo/hosts). */
  root?: string
}

export function startHostServer(values: HostPageValues, port = 0, { root = HOSTS }: HostServerOptions = {}): Promise<HostServer> {
  const fill = (text: string) =>
    text
      .replace('<!--readme-snippet-->', readmeEmbedSnippet().replaceAll('https://api.example.com', values.api))
      .replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name.toLowerCase()] ?? whole)
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host')
    // /strict/<page> is the same page under a strict Content Security Policy: no inline script or style, no eval.
    const strict = url.pathname.startsWith('/strict/')
    const path = url.pathname.replace(/^\/strict\//, '/')
    const name = normalize(path.endsWith('/') ? `${path}index.html` : path).replace(/^([/\\])+/, '')
    let body: string
    try {
      body = readFileSync(join(root, name), 'utf8')
    } catch {
      response.writeHead(404).end('not found')
      return
    }
    const headers: Record<string, string> = { 'content-type': TYPES[extname(name)] ?? 'application/octet-stream', 'cache-control': 'no-store' }
    if (strict) headers['content-security-policy'] = `script-src 'self' ${values.api}; style-src 'self' ${values.api}`
    response.writeHead(200, headers).end(name.endsWith('.html') ? fill(body) : body)
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
      resolve({ origin, close: () => new Promise<void>((done) => server.close(() => done())) })
    })
  })
}
