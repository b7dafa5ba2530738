import * as z from 'zod/mini'
import { exhibitionFileSchema } from './exhibitionFile'

/*
 * The JSON Schema of the exhibition file (docs/exhibition-file.schema.json), generated from the one zod schema the CLI
 * and the server check files with, so editors check a file as it is typed. Not exported by the module's index: only
 * the script that writes the file (scripts/exhibition-schema.ts) and the test that it is not stale read it.
 */
export function exhibitionFileJsonSchema(): string {
  // The file as written (defaults optional); checks zod runs in code (cross references, refinements) cannot be
  // said in JSON Schema and are left to the import.
  const schema = z.toJSONSchema(exhibitionFileSchema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' })
  const document = {
    $schema: schema.$schema,
    $id: 'https://fairpass.example/schemas/exhibition-file.schema.json',
    title: 'FairPass exhibition file',
    description: 'One exhibition: titles, theme, languages, login modes, forms, questionnaires, ticket types, discount codes, programme, exhibitors and booths. docs/exhibition-file.md describes it.',
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
  }
  return `${JSON.stringify(document, null, 2)}\n`
}
