import { useStore } from '@nanostores/react'
import { useCallback } from 'react'
import { $language } from '../session'
import { translate, type Translate } from './translator'

/** A `t` bound to the current language; the component re-renders when the language changes. */
export function useT(): Translate {
  const language = useStore($language)
  return useCallback<Translate>((key, params) => translate(language, key, params), [language])
}
