import type { FastifyRequest } from 'fastify'
import { translate } from '../messages'
import type { Language } from '../language'

export interface Envelope<T> {
  code: number
  success: boolean
  msg: string
  data: T
}

export function successEnvelope<T>(data: T, language: Language): Envelope<T> {
  return { code: 200, success: true, msg: translate('common.success', language), data }
}

/** Every successful answer goes through here so the envelope and its language stay uniform. */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return successEnvelope(data, request.language)
}

export function failureEnvelope<T>(status: number, msg: string, data: T): Envelope<T> {
  return { code: status, success: false, msg, data }
}
