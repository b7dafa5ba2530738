import { coreMessages } from './core-messages'
import { registerMessages } from './translator'

registerMessages(coreMessages)

export { registerMessages, loadMessages, translate, t, tWhenLoaded, FALLBACK_LANGUAGE, $textLanguage, $textsPending } from './translator'
export type { MessageTree, MessageBundle, MessageLoader, MessageTexts, Translate, TranslateParams } from './translator'
export { useT, lazyWithTexts, useFirstTexts } from './use-t'
export { $language, resolveLanguage, DEFAULT_LANGUAGE } from '../session'
