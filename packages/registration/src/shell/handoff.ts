import { SHELL_ROOT_ATTRIBUTE, type ShellState } from './boot'

/**
 * Ends the shell: returns what the visitor typed and where the caret was, and removes the static form, so the
 * real one is the only form on the page.
 */
export function takeLoginShell(): ShellState | null {
  if (typeof window === 'undefined') return null
  const state = window.__fairLoginShell ?? null
  delete window.__fairLoginShell
  document.documentElement.removeAttribute('data-fair-shell')
  for (const root of document.querySelectorAll(`[${SHELL_ROOT_ATTRIBUTE}]`)) root.remove()
  return state
}
