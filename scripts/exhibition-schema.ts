/*
 * Writes docs/exhibition-file.schema.json, the JSON Schema of the exhibition file (issue 20), from its zod schema.
 * A YAML file names it on its first line (`# yaml-language-server: $schema=<path to it>`) and editors check the file
 * as it is typed. Run `npm run exhibition:schema` after changing the schema; a test in packages/core fails while the
 * committed file is stale.
 */
import { writeFile } from 'node:fs/promises'
import { exhibitionFileJsonSchema } from '../packages/core/src/validation/exhibitionFileJsonSchema'

const target = new URL('../docs/exhibition-file.schema.json', import.meta.url)
await writeFile(target, exhibitionFileJsonSchema())
console.log(`Wrote ${target.pathname}`)
