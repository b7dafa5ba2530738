import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { adminCli, createTestServer, type TestServer } from '../../testing'
import { DEMO_ADMIN_KEY } from '../../seed'
import { fileRowCounts } from './import'

/*
 * `npm run admin -- exhibition export` and `exhibition import` over HTTP against this test server: the export's YAML
 * names the JSON Schema and imports back; a file with mistakes is refused before sending with each problem's path and
 * line, and nothing is written.
 */

let server: TestServer
let dir: string

beforeAll(async () => {
  server = await createTestServer()
  dir = await mkdtemp(path.join(tmpdir(), 'fairpass-exhibition-'))
}, 60_000)
afterAll(async () => {
  await server?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const cli = adminCli(() => server, { FAIRPASS_ADMIN_KEY: DEMO_ADMIN_KEY })

describe('npm run admin -- exhibition export / import', () => {
  it('exports an exhibition as YAML that names the schema, and imports it back as an update', { timeout: 60_000 }, async () => {
    const out = path.join(dir, '1001.yaml')
    const exported = await cli(['exhibition', 'export', '--exhibition', '1001', '--out', out])
    expect(exported.stderr).toBe('')
    expect(exported.code).toBe(0)
    const text = await readFile(out, 'utf8')
    expect(text.split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=.*docs\/exhibition-file\.schema\.json$/)
    expect(parse(text)).toMatchObject({ id: '1001', tenant: '000000', title: { en: '2025 Shanghai International Motor Show' } })
    const imported = await cli(['exhibition', 'import', out])
    expect(imported.stderr).toBe('')
    expect(imported.stdout).toMatch(/^Updated exhibition 1001 from .*1001\.yaml: 12 form field\(s\), 3 questionnaire\(s\), ticket types 0 new \/ 2 updated \/ 0 hidden/)
  })

  it('refuses a file with mistakes before sending, naming each by its path and line, and writes nothing', async () => {
    const before = await fileRowCounts(server.database.db, 'EF9')
    const file = path.join(dir, 'broken.yaml')
    await writeFile(
      file,
      [
        'id: EF9',
        'tenant: "000000"',
        'title:',
        '  cn: 坏文件',
        'theme:',
        '  primary: green',
        'ticketTypes:',
        '  - key: DAY',
        '    name: { cn: 单日票, en: Day }',
        '    priceFen: -1',
        '    quota: 10',
        '    validFrom: 2026-05-01',
        '    validTo: 2026-05-02',
        '',
      ].join('\n'),
    )
    const answer = await cli(['exhibition', 'import', file])
    expect(answer.code).toBe(1)
    expect(answer.stderr).toContain('Refused: ')
    expect(answer.stderr).toContain('title.en (broken.yaml:4): This field is required')
    expect(answer.stderr).toContain('theme.primary (broken.yaml:6): Enter a colour as #rrggbb, e.g. #0f9d8a')
    expect(answer.stderr).toContain('ticketTypes.0.priceFen (broken.yaml:10): Invalid value')
    expect(await fileRowCounts(server.database.db, 'EF9')).toEqual(before)
  })

  it('says how to use it when the file or the exhibition is missing', async () => {
    expect((await cli(['exhibition', 'import'])).code).toBe(2)
    expect((await cli(['exhibition', 'export', '--out', path.join(dir, 'x.yaml')])).stderr).toContain('--exhibition <id> is required')
    expect((await cli(['exhibition', 'publish'])).code).toBe(2)
  })
})
