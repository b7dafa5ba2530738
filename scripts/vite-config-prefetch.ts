import type { Plugin } from 'vite'
import { configPrefetchScript } from '../packages/core/src/http/prefetch.js'

const PLACEHOLDER = '<!--fair-config-prefetch-->'

/**
 * Writes the exhibition configuration prefetch (packages/core/src/http/prefetch.ts) into pages that ask for it with
 * `<!--fair-config-prefetch-->`: an inline script, so the two configuration calls leave with the HTML instead of
 * after the startup code has downloaded and run. The server's CSP allows it by its hash, read from the built page.
 */
export function configPrefetchPlugin(): Plugin {
  return {
    name: 'fairpass:config-prefetch',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html.includes(PLACEHOLDER) ? html.replace(PLACEHOLDER, `<script>${configPrefetchScript()}</script>`) : html
      },
    },
  }
}
