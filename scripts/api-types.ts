import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { apiTypes } from '../packages/server/src/features/api-docs/types'
import { OPENAPI_JSON_PATH } from '../packages/server/src/features/api-docs'

/*
 * npm run api:types [-- --out dist/api/fairpass-api.d.ts] [--json dist/api/openapi.json] [--from <server origin>]
 * Writes the TypeScript types of the API (openapi-typescript) from the OpenAPI document: by default the document of
 * this checkout, built in process on a throw-away in-memory database; with --from, the one a running server serves.
 */

const USAGE = `Usage: npm run api:types -- [--out <file.d.ts>] [--json <file.json>] [--from <origin, e.g. http://127.0.0.1:8080>]`

async function documentFrom(origin: string | undefined): Promise<object> {
  if (origin) {
    const response = await fetch(new URL(OPENAPI_JSON_PATH, origin))
    if (!response.ok) throw new Error(`${origin}${OPENAPI_JSON_PATH} answered ${response.status}`)
    return (await response.json()) as object
  }
  const { createTestServer } = await import('../packages/server/src/testing')
  const server = await createTestServer({ env: { FAIRPASS_DEMO: '0' } })
  try {
    return (await server.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH })).json() as object
  } finally {
    await server.close()
  }
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  console.log(`Wrote ${file}`)
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, json: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean' } } })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const document = await documentFrom(values.from)
  write(resolve(values.out ?? 'dist/api/fairpass-api.d.ts'), await apiTypes(document))
  if (values.json) write(resolve(values.json), `${JSON.stringify(document, null, 2)}\n`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  console.error(USAGE)
  process.exit(1)
})
