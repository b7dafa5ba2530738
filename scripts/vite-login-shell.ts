import type { Plugin } from 'vite'
import registrationCn from '../packages/registration/src/messages/texts.cn.js'
import registrationEn from '../packages/registration/src/messages/texts.en.js'
import { LOGIN_SHELL_CSS, loginShellHtml, loginShellScript } from '../packages/registration/src/shell/index.js'

const PLACEHOLDER = '<!--fair-login-shell-->'

/**
 * Writes the static login shell into pages that ask for it with `<!--fair-login-shell-->`: the form, its styles and
 * the inline script that shows it for a login link and records what is typed until the app takes over.
 */
export function loginShellPlugin(): Plugin {
  return {
    name: 'fairpass:login-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(PLACEHOLDER)) return html
        return html
          .replace(PLACEHOLDER, loginShellHtml({ cn: registrationCn, en: registrationEn }))
          .replace('</head>', `<style>${LOGIN_SHELL_CSS}</style><script>${loginShellScript()}</script></head>`)
      },
    },
  }
}
