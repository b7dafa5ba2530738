// The framework host pages (a React app and a Vue app of a partner's site), built apart from the FairPass app:
//   npx vite build --config demo/hosts/vite.config.ts   →   demo/hosts/dist/{react,vue}/index.html + assets/
// tests/hosts-frameworks.e2e.ts builds them itself and serves demo/hosts/dist from a second origin. The FairPass
// elements are not in these bundles: each host loads the built library's loader (/lib/fair.js) from the API's
// origin, whose address the host server writes into the page's <meta name="fair-api"> ({{API}}).
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: here('.'),
  // No public folder and no .env files of the repository's own.
  publicDir: false,
  envDir: false,
  define: {
    // Vue's compile-time feature flags (what @vitejs/plugin-vue would set): no options API, no devtools.
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { react: here('./react/index.html'), vue: here('./vue/index.html') },
    },
  },
})
