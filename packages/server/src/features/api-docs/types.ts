import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'

/*
 * The integrators' typed client: TypeScript types of every call (`paths`) written by openapi-typescript from the
 * OpenAPI document, so a client's types come from the same zod schemas the server validates with (docs/api.md).
 * Used by `npm run api:types`, not by the running server.
 */

const HEADER = [
  '/**',
  ' * FairPass API types, generated from the OpenAPI document (GET /api/docs/openapi.json) by `npm run api:types`.',
  ' * Do not edit: regenerate. Use with openapi-fetch: `createClient<paths>({ baseUrl })`.',
  ' */',
  '',
].join('\n')

export async function apiTypes(document: object): Promise<string> {
  // silent: a 4XX/5XX range response is standard OpenAPI; openapi-typescript's lint would only repeat the document.
  const nodes = await openapiTS(document as OpenAPI3, { silent: true, alphabetize: true })
  return HEADER + astToString(nodes)
}
