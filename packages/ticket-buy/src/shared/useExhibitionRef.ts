import { useMemo } from 'react'
import { exhibitionKey, useExhibition, type ExhibitionRef } from '@fairpass/core/area'

/**
 * The element's exhibition (core/area's useExhibition), the same object for as long as it names the same
 * exhibition: outside an element core builds the session's anew on every render, and pages key their effects on it.
 */
export function useExhibitionRef(): ExhibitionRef | null {
  const exhibition = useExhibition()
  const key = exhibitionKey(exhibition)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => exhibition, [key])
}
