import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export const PRECOMPRESSED_EXTENSIONS = /\.(?:js|mjs|css|html|svg)$/

/** Writes `file.br` and `file.gz` beside `file` at maximum compression. */
export async function precompressFile(path: string): Promise<void> {
  const source = await readFile(path)
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ])
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
}

/**
 * Emits `.br` and `.gz` siblings of every text asset once the bundle is on disk, so the server can answer
 * `Accept-Encoding` without compressing per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'fairpass:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir
      const files = Object.keys(bundle).filter((fileName) => PRECOMPRESSED_EXTENSIONS.test(fileName))
      await Promise.all(files.map((fileName) => precompressFile(join(dir, fileName))))
    },
  }
}
