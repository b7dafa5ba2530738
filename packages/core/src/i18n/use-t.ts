import { useStore } from '@nanostores/react'
import { lazy, useCallback, useEffect, useState, type ComponentType } from 'react'
import { $textLanguage, $textsPending, loadMessages, translate, type Translate } from './translator'

/** A `t` bound to the language the texts are shown in; the component re-renders when it changes. */
export function useT(): Translate {
  const language = useStore($textLanguage)
  return useCallback<Translate>((key, params) => translate(language, key, params), [language])
}

/**
 * React's `lazy` for a component whose module registers texts: the component shows once its code and its texts
 * in the language on screen have arrived, so a page never flashes keys in place of its words.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own lazy: any props
export function lazyWithTexts<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const module = await load()
    await loadMessages($textLanguage.get())
    return module
  })
}

/**
 * False until the texts registered so far in the language on screen have arrived, then true for good: an element
 * waits for its first texts once and never unmounts its pages when a later page's texts are on their way.
 */
export function useFirstTexts(): boolean {
  const pending = useStore($textsPending)
  const [ready, setReady] = useState(!pending)
  useEffect(() => {
    if (!pending) setReady(true)
  }, [pending])
  return ready || !pending
}
