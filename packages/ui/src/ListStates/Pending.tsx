import type { ReactNode } from 'react'
import { muted } from '../parts/parts.css'
import { LoadFailed } from './ListStates'

export interface PendingProps {
  /** The load's status (core/resource's `LoadStatus`); anything but `failed` is still on its way. */
  status: string
  /** Why the load failed (core/resource's `error`), said by LoadFailed instead of also in a notice. */
  error?: unknown
  onRetry: () => void
  /** The area's own "loading" line: areas word it themselves, and their tests and hosts find it by those words. */
  loading: ReactNode
}

/**
 * What a page (or a part of one) shows until its one record first arrives: a quiet loading line, or the failure with
 * its retry. Lists use ListStates instead.
 */
export function Pending({ status, error, onRetry, loading }: PendingProps) {
  return status === 'failed' ? <LoadFailed onRetry={onRetry} error={error} /> : <p className={muted}>{loading}</p>
}
