import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import { infoOf } from './stores'

/**
 * Whether the signed-in member is a staff member rather than the company admin: staff read everything of their
 * company but change nothing (the server refuses them anyway), so their pages leave the admin's controls out.
 */
export function useIsStaff(exhibition: ExhibitionRef): boolean {
  const info = infoOf(exhibition)
  const { status, data } = useStore(info.$store)
  useEffect(() => {
    if (status === 'idle') void info.load()
  }, [info, status])
  return data?.role === 'staff'
}
