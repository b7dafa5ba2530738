export { bootLoginShell, loginShellScript, SHELL_ROOT_ATTRIBUTE } from './boot'
export type { ShellState, ShellField } from './boot'
export { loginShellHtml, LOGIN_SHELL_CSS } from './markup'
export { takeLoginShell } from './handoff'
