import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { VitePWA } from 'vite-plugin-pwa'
import { suiteCssPlugin } from './scripts/vite-suite-css.js'
import { precompressPlugin } from './scripts/vite-precompress.js'
import { loginShellPlugin } from './scripts/vite-login-shell.js'
import { configPrefetchPlugin } from './scripts/vite-config-prefetch.js'
import { textsPreloadPlugin } from './scripts/vite-texts-preload.js'

/** core's, ui's and registration's own texts in one language: what the startup code registers (scripts/vite-texts-preload.ts). */
const startupTextsModule = (language: 'cn' | 'en') =>
  new RegExp(`[\\\\/]packages[\\\\/](core[\\\\/]src[\\\\/]i18n[\\\\/]core-messages|ui[\\\\/]src[\\\\/]messages|registration[\\\\/]src[\\\\/]messages[\\\\/]texts)\\.${language}\\.ts$`)

const hasPostgres = Boolean(process.env.DATABASE_URL)

/**
 * The app's service worker (demo/offline/sw.ts → dist/sw.js) with the list of every file of this build to precache:
 * the page, each hashed script and stylesheet (lazy pages and language texts included), the icon and the poster
 * artwork. Not the embed demo page (its small entry script comes along), the pre-compressed copies or vite's own
 * manifest. The page registers the worker itself (demo/offline/register.ts); the app has no web app manifest.
 */
function offlineShellPlugin() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'offline',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'favicon.ico', 'assets/**/*.{js,mjs,css,svg,png,webp,woff2}', 'poster/**/*.{svg,png,jpg,webp}'],
      // pdf.js (the invoice preview, 1.7 MB with its worker) shows a document the network has to deliver anyway:
      // keeping it on a booth phone would only double the worker's download.
      globIgnores: ['assets/pdf.worker*', 'assets/pdfjs-*'],
      // Above the largest file kept today (exceljs, about 1 MB); a bigger one would be left out (a build warning).
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  })
}

const demoPage = (name: string) => fileURLToPath(new URL(`./demo/${name}`, import.meta.url))

export default defineConfig({
  root: 'demo',
  plugins: [vanillaExtractPlugin({ identifiers: 'short' }), suiteCssPlugin({ startupCss: 'page' }), precompressPlugin(), loginShellPlugin(), configPrefetchPlugin(), textsPreloadPlugin(), offlineShellPlugin()],
  build: {
    // Browsers in current messaging apps support modulepreload; the polyfill would be dead weight on every load.
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/bench-size.ts to find what the login route downloads.
    manifest: true,
    rollupOptions: {
      input: { index: demoPage('index.html'), embed: demoPage('embed.html') },
      output: {
        // Everything the first page needs in one file: left alone, rolldown moves each module that a second lazy
        // page also uses into a chunk of its own, and every extra startup chunk costs the login route bytes.
        // The demo pages' own entry scripts stay apart, so one page's code never runs on the other.
        codeSplitting: {
          groups: [
            { name: 'startup', tags: ['$initial'], test: /[\\/](packages|node_modules)[\\/]/ },
            // The startup code's texts (core's, ui's, registration's) are always fetched together, in one language:
            // one file per language instead of three saves two requests and the gzip overhead of two small files.
            ...(['cn', 'en'] as const).map((language) => ({ name: `texts.${language}`, test: startupTextsModule(language) })),
          ],
        },
      },
      onwarn(warning, warn) {
        // Radix marks its modules "use client" for React Server Components; meaningless in a client bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return
        warn(warning)
      },
    },
  },
  test: {
    root: '.',
    /*
     * Vitest's default is one worker fewer than the cores: a single worker on CI's two. The files wait on PostgreSQL,
     * PGlite's start and module imports as much as they compute, so two workers on two cores finished the web project
     * in 87 s instead of 123 s, with the same CPU (docs/benchmarks.md "CI time").
     */
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          root: '.',
          environment: 'happy-dom',
          setupFiles: ['packages/core/src/testing/webSetup.ts'],
          include: ['packages/{core,ui,registration,ticket-buy,wallet,invoice,conference,content,exhibitor-portal,group-manager,customer-tool,elements}/src/**/*.test.{ts,tsx}', 'demo/*.test.ts', 'demo/offline/*.test.ts'],
        },
      },
      {
        test: {
          // The elements package: its manifest, typings and `npm pack` checked in Node (builds, packs, runs tsc).
          name: 'elements',
          root: '.',
          environment: 'node',
          include: ['packages/elements/test/**/*.test.ts', 'scripts/*.test.ts'],
          globalSetup: ['packages/elements/test/build.setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'server-pglite',
          root: '.',
          environment: 'node',
          include: ['packages/server/src/**/*.test.ts'],
          env: { FAIR_TEST_DB: 'pglite' },
        },
      },
      ...(hasPostgres
        ? [{
            test: {
              name: 'server-postgres',
              root: '.',
              environment: 'node',
              include: ['packages/server/src/**/*.test.ts'],
              env: { FAIR_TEST_DB: 'postgres' },
            },
          }]
        : []),
    ],
  },
})
