/**
 * `node --import tsx scripts/flamegraph.ts <profile.cpuprofile> [out.svg]`: where a V8 CPU profile's time went.
 * Prints the self time per package (our server, drizzle, node-postgres, fastify, zod, …) and the heaviest functions,
 * and writes a flame graph (icicle: callers above callees, width = time) as SVG.
 *
 * Profile the benchmark's server with BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (ordersBench.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

const [input, output] = process.argv.slice(2)
if (!input) {
  console.error('Usage: node --import tsx scripts/flamegraph.ts <profile.cpuprofile> [out.svg]')
  process.exit(2)
}
const profile = JSON.parse(readFileSync(input, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((node) => [node.id, node]))

// Self time per node from the samples and their time deltas (µs).
const selfUs = new Map<number, number>()
profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)))

export function packageOf(url: string, name: string): string {
  if (name === '(idle)') return 'idle'
  if (name === '(garbage collector)') return 'garbage collection'
  if (name === '(program)') return 'V8 / native (program)'
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (modules) return modules[1]
  if (url.includes('/packages/server/src/')) return 'our server code'
  if (url.includes('/packages/core/src/')) return 'our core (shared schemas)'
  if (url.startsWith('node:') || url === '') return 'node built-ins'
  return url
}

const perPackage = new Map<string, number>()
const perFunction = new Map<string, number>()
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id)!
  const pkg = packageOf(callFrame.url, callFrame.functionName)
  perPackage.set(pkg, (perPackage.get(pkg) ?? 0) + us)
  const where = callFrame.url.replace(/^.*\/(node_modules|packages)\//, '')
  const key = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`
  perFunction.set(key, (perFunction.get(key) ?? 0) + us)
}
const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0)
const busy = total - (perPackage.get('idle') ?? 0)
const rows = (map: Map<string, number>, limit: number) =>
  [...map]
    .filter(([name]) => name !== 'idle')
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, us]) => `${(us / 1000).toFixed(0).padStart(7)} ms ${((us / busy) * 100).toFixed(1).padStart(5)} %  ${name}`)
console.log(`busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms profiled\n\nself time per package:\n${rows(perPackage, 20).join('\n')}`)
console.log(`\nheaviest functions (self time):\n${rows(perFunction, 25).join('\n')}`)

if (output) {
  // Total time per node (self + descendants), then an icicle laid out left to right.
  const totalUs = new Map<number, number>()
  const sumOf = (id: number): number => {
    const node = byId.get(id)!
    const value = (selfUs.get(id) ?? 0) + (node.children ?? []).reduce((sum, child) => sum + sumOf(child), 0)
    totalUs.set(id, value)
    return value
  }
  const root = profile.nodes[0]
  sumOf(root.id)
  const rootBusy = totalUs.get(root.id)! - [...selfUs].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((sum, [, us]) => sum + us, 0)
  const width = 1600
  const rowHeight = 16
  const rects: string[] = []
  let depthMax = 0
  const palette: Record<string, string> = {
    'our server code': '#e4572e',
    'our core (shared schemas)': '#f3a712',
    'drizzle-orm': '#29335c',
    pg: '#4c86a8',
    'pg-protocol': '#4c86a8',
    fastify: '#669bbc',
    zod: '#a8c686',
    'node built-ins': '#999999',
    'garbage collection': '#6c4f70',
  }
  const escape = (text: string) => text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char]!)
  const draw = (id: number, x: number, depth: number) => {
    const node = byId.get(id)!
    if (node.callFrame.functionName === '(idle)') return
    const w = (totalUs.get(id)! / rootBusy) * width
    if (w < 1) return
    depthMax = Math.max(depthMax, depth)
    const pkg = packageOf(node.callFrame.url, node.callFrame.functionName)
    const label = `${node.callFrame.functionName || '(anonymous)'} — ${pkg}`
    const title = `${label} ${(totalUs.get(id)! / 1000).toFixed(1)} ms (${((totalUs.get(id)! / rootBusy) * 100).toFixed(1)} %)`
    rects.push(
      `<g><title>${escape(title)}</title><rect x="${x.toFixed(1)}" y="${depth * rowHeight}" width="${w.toFixed(1)}" height="${rowHeight - 1}" fill="${palette[pkg] ?? '#bbbbbb'}"/>` +
        (w > 60 ? `<text x="${(x + 3).toFixed(1)}" y="${depth * rowHeight + 12}" font-size="10" font-family="sans-serif" fill="#fff">${escape(label.slice(0, Math.floor(w / 6)))}</text>` : '') +
        '</g>',
    )
    let childX = x
    for (const child of node.children ?? []) {
      draw(child, childX, depth + 1)
      const childNode = byId.get(child)!
      if (childNode.callFrame.functionName !== '(idle)') childX += (totalUs.get(child)! / rootBusy) * width
    }
  }
  draw(root.id, 0, 0)
  const legend = Object.entries(palette)
    .map(([name, color], index) => `<rect x="${10 + index * 180}" y="${(depthMax + 2) * rowHeight}" width="12" height="12" fill="${color}"/><text x="${26 + index * 180}" y="${(depthMax + 2) * rowHeight + 11}" font-size="11" font-family="sans-serif">${escape(name)}</text>`)
    .join('')
  const height = (depthMax + 4) * rowHeight
  writeFileSync(output, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fff"/>${rects.join('')}${legend}</svg>\n`)
  console.log(`\nflame graph: ${output}`)
}
