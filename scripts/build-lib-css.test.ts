import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { nameFilesByContent } from './build-lib-css'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** A store chunk that loads its actions lazily, the actions importing the store back, and an entry using the store. */
async function build(storeText: string): Promise<Map<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'fair-names-'))
  dirs.push(dir)
  await writeFile(join(dir, 'chunk-AAAAAAAA.js'), `import {x} from './chunk-BBBBBBBB.js';export const store=${storeText};export const load=()=>import('./chunk-CCCCCCCC.js')`)
  await writeFile(join(dir, 'chunk-BBBBBBBB.js'), 'export const x=1')
  await writeFile(join(dir, 'chunk-CCCCCCCC.js'), "import {store} from './chunk-AAAAAAAA.js';export const act=()=>store")
  await writeFile(join(dir, 'entry-DDDDDDDD.js'), "import {store} from './chunk-AAAAAAAA.js';export default store")
  const names = await nameFilesByContent(dir)
  const written = await readdir(dir)
  // Every reference names a file that exists.
  for (const file of written) {
    for (const [, target] of (await readFile(join(dir, file), 'utf8')).matchAll(/\.\/([\w-]+\.js)/g)) expect(written, `${file} → ${target}`).toContain(target)
  }
  expect(written.sort()).toEqual([...names.values()].sort())
  return names
}

describe('naming library files after their content', () => {
  it('settles when two chunks load each other, the same input giving the same names', async () => {
    expect(await build('1')).toEqual(await build('1'))
  })

  it('renames a chunk, the chunk that loads it back, and every file loading either, when one of them changes', async () => {
    const before = await build('1')
    const after = await build('2')
    for (const file of ['chunk-AAAAAAAA.js', 'chunk-CCCCCCCC.js', 'entry-DDDDDDDD.js']) expect(after.get(file), file).not.toBe(before.get(file))
    expect(after.get('chunk-BBBBBBBB.js')).toBe(before.get('chunk-BBBBBBBB.js'))
  })
})
