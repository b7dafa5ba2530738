import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { $ZodError } from 'zod/v4/core'
import { fieldErrors, type ValidationIssueLike } from '@fairpass/core/validation'
import { translate } from '../messages'
import { failureEnvelope } from '../envelope'
import type { Language } from '../language'

export type MessageParams = Record<string, string | number>

/**
 * The one way handlers refuse a request: an HTTP status (which is also the envelope `code`), a message
 * key of the shared catalogue (rendered in the caller's language) and optional `data` for the client.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly params?: MessageParams,
    readonly data: unknown = null,
  ) {
    super(messageKey)
    this.name = 'AppError'
  }
}

/** Shape fieldErrors() reads: the issues of a zod error (path + message key). */
interface IssueList {
  readonly issues: readonly ValidationIssueLike[]
}

/** 400 with `data.fieldErrors` in the caller's language. */
export function validationError(issues: IssueList, language: Language): AppError {
  return new AppError(400, 'error.badRequest', undefined, {
    fieldErrors: fieldErrors(issues, language),
  })
}

// Fastify's own client errors, mapped to catalogue keys so they read like every other refusal.
const fastifyClientErrors: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'error.malformedBody' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'error.malformedBody' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'error.malformedBody' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'error.bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'error.unsupportedMediaType' },
}

const keyForStatus: Record<number, string> = {
  400: 'error.malformedBody',
  401: 'error.notSignedIn',
  403: 'error.forbidden',
  404: 'error.notFound',
  405: 'error.notFound',
  413: 'error.bodyTooLarge',
  415: 'error.unsupportedMediaType',
  429: 'error.tooManyRequests',
}

/** A header's field error is named as the header is written (Idempotency-Key), not as Node lower-cases it. */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase())
}

function issuesFromFastifyValidation(error: FastifyError): IssueList {
  const inHeaders = error.validationContext === 'headers'
  return {
    issues: (error.validation ?? []).map((entry) => {
      const path = entry.instancePath.split('/').filter(Boolean)
      return {
        ...(entry.params as Record<string, unknown>),
        code: entry.keyword,
        path: inHeaders && path.length ? [headerName(path[0]), ...path.slice(1)] : path,
        message: entry.message ?? '',
      }
    }),
  }
}

/** Turns anything thrown into an AppError; unknown failures become 500 and are logged with their stack. */
export function toAppError(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error
  const language = request.language
  const fastifyError = error as FastifyError
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    return validationError(issuesFromFastifyValidation(fastifyError), language)
  }
  // Input only the handler can check (a questionnaire's answers, a profile form's fields: their schemas come from the
  // database): the handler parses with the schema, and its refusal is the same 400 as a route schema's.
  if (error instanceof $ZodError) return validationError(error, language)
  if (fastifyError?.code && fastifyClientErrors[fastifyError.code]) {
    const { status, key } = fastifyClientErrors[fastifyError.code]
    return new AppError(status, key)
  }
  // busboy throws a plain Error for `multipart/form-data` without `boundary=`: the client's mistake, not ours.
  if (error instanceof Error && /^Multipart: Boundary not found/.test(error.message)) return new AppError(400, 'error.multipartBoundary')
  // busboy's other complaints about the body a client sent (found by http/hostileSweep.test.ts): a multipart body that
  // ends before its closing boundary, or a boundary longer than busboy accepts (or empty).
  if (error instanceof Error && /^(Unexpected end of multipart data|The needle cannot)/.test(error.message)) return new AppError(400, 'error.multipartMalformed')
  // Other framework errors carry a 4xx status (e.g. a JSON syntax error raised by the parser).
  const status = fastifyError?.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, keyForStatus[status] ?? 'error.malformedBody')
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable')
    return new AppError(503, 'error.temporarilyUnavailable', { retryAfter: 1 })
  }
  request.log.error({ err: error }, 'unhandled error')
  return new AppError(500, 'error.internal')
}

// PostgreSQL's "the connection went away" (class 08) and "shutting down / restarting / not ready yet" (57P01-57P03).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/
const UNAVAILABLE_MESSAGE = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])

/**
 * The database went away in the middle of a request (a failover, a restart, an administrator's pg_terminate_backend):
 * not the caller's fault nor a bug, and over in a moment. The statement that failed was rolled back; the client asks
 * again by itself only calls that mean the same when sent twice (core/http). drizzle wraps the driver's error, hence
 * the walk along `cause`.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true
  }
  return false
}

/** Installs the single error path: every failure, thrown or not found, leaves as the envelope. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error, request)
    const language = request.language
    // Retry-After is in seconds: a refusal worded in minutes passes its seconds as `retryAfter`.
    const retryAfter = appError.params?.retryAfter ?? appError.params?.n
    if ((appError.status === 429 || appError.status === 503) && retryAfter !== undefined) reply.header('retry-after', String(retryAfter))
    return reply
      .status(appError.status)
      .send(failureEnvelope(appError.status, translate(appError.messageKey, language, appError.params), appError.data))
  })

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send(failureEnvelope(404, translate('error.notFound', request.language), null))
  })
}
