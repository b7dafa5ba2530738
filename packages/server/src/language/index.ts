import type { FastifyRequest } from 'fastify'

export type Language = 'cn' | 'en'

function asLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined
  const normalized = value.trim().toLowerCase()
  if (normalized === 'cn' || normalized === 'zh' || normalized.startsWith('zh-')) return 'cn'
  if (normalized === 'en' || normalized.startsWith('en-')) return 'en'
  return undefined
}

function field(source: unknown, name: string): unknown {
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined
}

/** The first language of an Accept-Language header that we speak, honouring q-weights. */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag, weight: q ? Number(q.slice(2)) || 0 : 1 }
    })
    .sort((a, b) => b.weight - a.weight)
  for (const { tag } of ranked) {
    const language = asLanguage(tag)
    if (language) return language
  }
  return undefined
}

/**
 * The caller's language: `languageType` (or the legacy `languatetype`) in the query or body,
 * else Accept-Language, else cn — the order the API contract promises.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'query' | 'body' | 'headers'>): Language {
  for (const source of [request.query, request.body]) {
    const language = asLanguage(field(source, 'languageType')) ?? asLanguage(field(source, 'languatetype'))
    if (language) return language
  }
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? 'cn'
}
