import type { FastifyInstance } from 'fastify'
import { requestLanguage, type Language } from '../language'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller's language (language/: `languageType` of the query or body, else Accept-Language, else cn), decided
     * once per request so handlers, refusals and the envelope never read it again.
     */
    language: Language
  }
}

/*
 * Decided twice, each time from more: on arrival from the query and headers (refusals before the body is parsed, the
 * 404 envelope), then before validation once the body is parsed. Both run before a route schema strips undeclared
 * keys, so the legacy `languatetype` spelling still counts.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'cn')
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = requestLanguage(request)
    done()
  })
  app.addHook('preValidation', (request, _reply, done) => {
    request.language = requestLanguage(request)
    done()
  })
}
