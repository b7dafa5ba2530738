import { coreMessages } from './core-messages'
import { registerMessages } from './translator'

registerMessages(coreMessages)

export { registerMessages, translate, t, FALLBACK_LANGUAGE } from './translator'
export type { MessageTree, MessageBundle, Translate, TranslateParams } from './translator'
export { useT } from './use-t'
export { $language, resolveLanguage, DEFAULT_LANGUAGE } from '../session'
