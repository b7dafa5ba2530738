import { eq } from 'drizzle-orm'
import { RELATION_PATHS } from '@fairpass/core/contract'
import { exhibitions } from '../../tenancy'
import type { TestServer } from '../../testing'
import { auth, EXHIBITION, TENANT } from '../orders/testing'

/* Helpers the relation tests share: the calls through the real routes and the exhibition's cap. */

export { EXHIBITION, TENANT }

const GETS = new Set<keyof typeof RELATION_PATHS>(['list', 'detail', 'formData', 'self'])

export function relationCall(server: TestServer, token: string, path: keyof typeof RELATION_PATHS, body: Record<string, unknown> = {}, language: 'cn' | 'en' = 'en') {
  const url = RELATION_PATHS[path]
  return GETS.has(path)
    ? server.call({ method: 'GET', url, headers: auth(token, TENANT, language), query: { exhibitionId: EXHIBITION, languageType: language, ...(body as Record<string, string>) } })
    : server.call({ method: 'POST', url, headers: auth(token, TENANT, language), payload: { exhibitionId: EXHIBITION, languageType: language, ...body } })
}

/** One person as the help form sends them (exhibition 1020's form: name and company). */
export const person = (name: string, contact: { mobile?: string; email?: string }, company = 'Harbour Trade') => ({ contact, profile: { name, company } })

/** The exhibition's cap per registrant (functionConfig.relationMax); undefined removes it. */
export async function setRelationMax(server: TestServer, max: number | undefined): Promise<void> {
  const [row] = await server.database.db.select({ functionConfig: exhibitions.functionConfig }).from(exhibitions).where(eq(exhibitions.id, EXHIBITION))
  const { relationMax: _old, ...rest } = row.functionConfig
  await server.database.db.update(exhibitions).set({ functionConfig: max === undefined ? rest : { ...rest, relationMax: max } }).where(eq(exhibitions.id, EXHIBITION))
}

/** A mobile number no other test run uses (139 + 8 digits). */
export function uniqueMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}
