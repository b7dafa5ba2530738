// What an integrator gets from npm: `npm pack` of packages/elements, installed from the tarball alone into a fresh
// project, must type-check `import '@fairpass/elements'`, typed DOM access and React 19 JSX.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const PACKAGE_DIR = join(ROOT, 'packages/elements')
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc')

let work: string
let tarball: string
let project: string

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false', FAIRPASS_LIB_BUILT: '1' } })

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'fairpass-pack-'))
  // prepack writes the typings and copies the library (built by build.setup.ts), as `npm publish` would.
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], PACKAGE_DIR)) as { filename: string }[]
  tarball = join(work, packed.filename)

  project = join(work, 'host')
  mkdirSync(project)
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'host', private: true, type: 'module' }))
  // --offline: the tarball must install from itself alone, with no registry and no workspace package.
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], project)
  // The host's own React typings; taken from this repository so the test needs no network.
  mkdirSync(join(project, 'node_modules/@types'), { recursive: true })
  symlinkSync(join(ROOT, 'node_modules/@types/react'), join(project, 'node_modules/@types/react'))
  symlinkSync(join(ROOT, 'node_modules/csstype'), join(project, 'node_modules/csstype'))
}, 180_000)

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('npm pack of @fairpass/elements', () => {
  it('holds the built library, the typings and the manifest, and depends on nothing', () => {
    const listing = run('tar', ['-tzf', tarball], work).split('\n')
    expect(listing).toEqual(
      expect.arrayContaining([
        'package/package.json',
        'package/custom-elements.json',
        'package/dist/lib/fair.js',
        'package/dist/index.d.ts',
        'package/dist/react.d.ts',
        'package/dist/vue.d.ts',
        'package/dist/elements/fair-ticket-buy.js',
        'package/dist/elements/fair-ticket-buy.d.ts',
      ]),
    )
    expect(listing.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([])
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/@fairpass/elements/package.json'), 'utf8'))
    expect(manifest.private).toBeUndefined()
    expect(manifest.dependencies ?? {}).toEqual({})
    expect(manifest.peerDependencies ?? {}).toEqual({})
  })

  it('type-checks in a fresh project: the loader import, typed elements and events, React JSX', () => {
    writeFileSync(
      join(project, 'main.ts'),
      `import '@fairpass/elements'
import { load, tags, type FairTicketBuyElement } from '@fairpass/elements'
import { FairWalletElement } from '@fairpass/elements/fair-wallet'

const buy = document.createElement('fair-ticket-buy')
const typed: FairTicketBuyElement = buy
typed.exhibitionId = '1020'
typed.routing = 'memory'
// @ts-expect-error routing is 'hash' | 'memory'
typed.routing = 'history'
buy.addEventListener('fair-order-placed', (event) => console.log(event.detail.orderId))
document.addEventListener('fair-logout', (event) => console.log(event.detail.reason))
// @ts-expect-error the detail of fair-paid has no ticketId
buy.addEventListener('fair-paid', (event) => event.detail.ticketId)
const found: FairTicketBuyElement | null = document.querySelector('fair-ticket-buy')
void load('fair-wallet').then((Wallet) => new Wallet().exhibitionId)
// @ts-expect-error not a FairPass tag
void load('fair-nothing')
const wallet: HTMLElement = new FairWalletElement()
export { found, tags, wallet }
`,
    )
    writeFileSync(
      join(project, 'app.tsx'),
      `import type {} from '@fairpass/elements/react'
import '@fairpass/elements'

export const App = () => (
  <main>
    <fair-ticket-buy exhibition-id="1020" routing="memory" onfair-order-placed={(event) => console.log(event.detail.orderId)} />
    {/* @ts-expect-error no such attribute */}
    <fair-wallet exhibition="1020" />
  </main>
)
`,
    )
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          jsxImportSource: 'react',
          strict: true,
          noEmit: true,
          // Our declaration files are checked too, not only their use.
          skipLibCheck: false,
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: [],
        },
        files: ['main.ts', 'app.tsx'],
      }),
    )
    let output = ''
    try {
      output = run(process.execPath, [TSC, '-p', 'tsconfig.json'], project)
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error)
    }
    expect(output).toBe('')
  })
})
