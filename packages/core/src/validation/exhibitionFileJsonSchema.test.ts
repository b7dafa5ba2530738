import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { exhibitionFileJsonSchema } from './exhibitionFileJsonSchema'

const committed = fileURLToPath(import.meta.url).replace(/packages\/core\/src\/validation\/[^/]+$/, 'docs/exhibition-file.schema.json')

describe('docs/exhibition-file.schema.json', () => {
  it('is what the zod schema of the exhibition file generates (run npm run exhibition:schema after changing it)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(exhibitionFileJsonSchema())
  })

  it('describes the file: its required fields and the programme section', () => {
    const schema = JSON.parse(exhibitionFileJsonSchema())
    expect(schema.required).toEqual(['id', 'tenant', 'title'])
    expect(schema.properties.programme.properties.sessions.items.required).toContain('capacity')
  })
})
