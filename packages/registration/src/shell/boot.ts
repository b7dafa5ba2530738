/**
 * The login shell: a static twin of the login form written into the page by the build, so that on a slow network
 * a visitor can start typing as soon as the HTML has arrived instead of after the JavaScript. This file runs twice:
 * `bootLoginShell` is serialised into an inline script of the page (it must stay self-contained: no imports, no
 * closures over module scope), and the element reads what it recorded when the real form takes over.
 */

export interface ShellField {
  name: string
  selectionStart: number | null
  selectionEnd: number | null
}

export interface ShellState {
  language: 'cn' | 'en'
  values: Record<string, string | boolean>
  focus: ShellField | null
  /** The visitor pressed "Send code" before the app was ready. */
  sendCode: boolean
}

declare global {
  interface Window {
    __fairLoginShell?: ShellState
  }
}

export const SHELL_ROOT_ATTRIBUTE = 'data-fair-shell-root'

/**
 * Decides whether this page load shows the login shell and, if so, records what the visitor types into it.
 * Mirrors the app's entry rules closely enough never to show a login form the app would not show: only the
 * login route, only with a tenant and exhibition in the link, not for redirect links, and not for a visitor who is
 * signed in to the same exhibition (the app sends them onward).
 */
export function bootLoginShell(win: Window, doc: Document): ShellState | null {
  const hash = win.location.hash || ''
  if (hash.split('?').length > 2) return null
  const query = hash.split('?')[1] || ''
  const param = (key: string): string | null => {
    const match = new RegExp('(?:^|&)' + key + '=([^&]*)').exec(query)
    if (!match) return null
    try {
      return decodeURIComponent(match[1].replace(/\+/g, ' ')).trim()
    } catch {
      return null
    }
  }
  const stored = (key: string): string | null => {
    try {
      return win.sessionStorage.getItem('fair:' + key)
    } catch {
      return null
    }
  }
  const path = (hash.replace(/^#/, '').split('?')[0] || '/').replace(/^\/pc(?=\/|$)/, '') || '/'
  if (path !== '/' && path !== '/registration') return null
  if (param('isOpenAdapt') === 'yes' || param('isOpenGeo') === 'yes') return null
  const exhibitionId = param('exhibitionId')
  if (!param('tenantId') || !exhibitionId) return null
  if (stored('token') && stored('exhibitionId') === exhibitionId) return null

  // The app's language rule: the link, else the session, else cn.
  const language = (param('languageType') || stored('languageType')) === 'en' ? 'en' : 'cn'
  const state: ShellState = { language, values: {}, focus: null, sendCode: false }
  win.__fairLoginShell = state
  doc.documentElement.setAttribute('data-fair-shell', language)

  const inShell = (target: EventTarget | null): HTMLInputElement | null => {
    const element = target as HTMLInputElement | null
    return element && element.closest && element.closest('[data-fair-shell-root]') ? element : null
  }
  const remember = (event: Event) => {
    const input = inShell(event.target)
    if (!input || !input.name) return
    state.values[input.name] = input.type === 'checkbox' ? input.checked : input.value
    if (input.type !== 'checkbox') {
      state.focus = { name: input.name, selectionStart: input.selectionStart, selectionEnd: input.selectionEnd }
    }
  }
  doc.addEventListener('input', remember, true)
  doc.addEventListener('change', remember, true)
  doc.addEventListener('focusin', remember, true)
  doc.addEventListener(
    'click',
    (event) => {
      const button = inShell(event.target)
      if (button && button.hasAttribute('data-fair-shell-send')) {
        state.sendCode = true
        button.setAttribute('aria-busy', 'true')
      }
    },
    true,
  )
  // Submitting before the app is ready would reload the page and lose what was typed.
  doc.addEventListener('submit', (event) => {
    if (inShell(event.target)) event.preventDefault()
  }, true)
  return state
}

/** The inline script the build writes into the page's head. */
export function loginShellScript(): string {
  return `(${bootLoginShell.toString()})(window,document)`
}
