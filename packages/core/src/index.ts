// The one shared runtime. The rules shared with the server (`routing`, `validation`, `messages`) are imported
// by sub-path only. Prefer the sub-path imports (`@fairpass/core/session`, …): each module is small and
// tree-shakes on its own; this index is for code that wants several at once.
export * from './link'
export * from './session'
export * from './notice'
export * from './http'
export * from './router'
export * from './events'
export * from './utils'
export * from './singleton'
export * from './theme'
export { registerMessages, t, translate, useT, FALLBACK_LANGUAGE } from './i18n'
export type { MessageTree, MessageBundle, Translate, TranslateParams } from './i18n'
