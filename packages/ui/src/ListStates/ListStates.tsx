import { useLayoutEffect, type ReactNode } from 'react'
import { ApiError, withdrawNotice } from '@fairpass/core/http'
import { useT } from '@fairpass/core/i18n'
import { Button } from '../Button/Button'
import { Card } from '../Card/Card'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './ListStates.css'
import './messages'

/**
 * A load that failed, with a retry. Given the failure (core/resource's `error`), it says it here, the server's
 * words when the server refused, and the notice the HTTP layer raised for it goes: the visitor is told once.
 */
export function LoadFailed({ onRetry, message, error }: { onRetry: () => void; message?: ReactNode; error?: unknown }) {
  const t = useT()
  useLayoutEffect(() => withdrawNotice(error), [error])
  const refusal = error instanceof ApiError && error.status !== 0 ? error.msg : ''
  return (
    <div className={styles.center} data-state="failed">
      <p role="alert" className={styles.alert}>
        {message ?? (refusal || t('ui.loadFailed'))}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('ui.retry')}
      </Button>
    </div>
  )
}

export interface ListStatesProps<T> {
  /** `data-part` of the list's container, for tests and host styling. */
  part: string
  /** The load's status (core/resource's `LoadStatus`: idle, loading, ready, empty, failed). */
  status: string
  /** The list; null until it first arrived (a reload keeps showing the last one). */
  items: T[] | null | undefined
  onRetry: () => void
  /** Why the load failed (core/resource's `error`): shown here instead of also in a notice. */
  error?: unknown
  /** Shown in a card when the list arrived empty. */
  empty: ReactNode
  /** Instead of the shared failure with its retry, when retrying cannot help (a link that names no exhibition). */
  failure?: ReactNode
  /** Below a list that has arrived whole: true for the shared "end of the list" line, or own words. */
  end?: ReactNode
  /** The list's own look (a menu of entries) instead of the shared spaced column. */
  listClassName?: string
  children: (items: T[]) => ReactNode
}

/**
 * What every area's list shows while it loads, when it failed (with a retry), when it is empty, the list itself
 * and, when asked, its end.
 */
export function ListStates<T>({ part, status, items, onRetry, error, empty, failure, end, listClassName, children }: ListStatesProps<T>) {
  const t = useT()
  const loaded = items != null
  const list = items ?? []
  return (
    <div data-state={status} data-part={part}>
      {status === 'loading' && !loaded && <Spinner showText />}
      {status === 'failed' && (failure ?? <LoadFailed onRetry={onRetry} error={error} />)}
      {loaded && list.length === 0 && <Card>{empty}</Card>}
      {list.length > 0 && <ul className={listClassName ?? styles.list}>{children(list)}</ul>}
      {list.length > 0 && end != null && end !== false && (
        <p className={styles.end} data-part={`${part}-end`}>
          {end === true ? t('ui.endOfList') : end}
        </p>
      )}
    </div>
  )
}
