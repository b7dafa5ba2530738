import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $language } from '@fairpass/core/session'

/** Loads a page's data on mount and again after a language switch, so the server's texts follow the language. */
export function useReload(load: () => unknown, key: unknown = null): void {
  const language = useStore($language)
  useEffect(() => {
    void load()
    // `load` is a module function; the language and the page's own key are what change the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, key])
}
