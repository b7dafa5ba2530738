import { defineConfig } from 'vitest/config'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'

const hasPostgres = Boolean(process.env.DATABASE_URL)

export default defineConfig({
  root: 'demo',
  plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          root: '.',
          environment: 'happy-dom',
          include: ['packages/{core,ui,registration}/src/**/*.test.{ts,tsx}'],
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
