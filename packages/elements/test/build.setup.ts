// One library build for all of the elements project's test files: each building on its own would let one file's
// tsup empty dist/lib (clean: true) while another reads or packs it.
import { execFileSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export default function setup() {
  // FAIRPASS_LIB_BUILT=1: the caller (`npm test`, scripts/test.sh) has just run build:lib, the very same tsup build;
  // a second one would cost CI a minute and check nothing more.
  if (process.env.FAIRPASS_LIB_BUILT === '1') return
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
  execFileSync('npx', ['tsup'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
}
