import type { ReactNode } from 'react'
import { useT } from '@fairpass/core/i18n'
import { Button } from '../Button/Button'
import { Card } from '../Card/Card'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './ListStates.css'
import './messages'

/** A load that failed: the HTTP layer has said why in a notice; here the visitor can try again. */
export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: ReactNode }) {
  const t = useT()
  return (
    <div className={styles.center} data-state="failed">
      <p role="alert" className={styles.alert}>
        {message ?? t('ui.loadFailed')}
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
export function ListStates<T>({ part, status, items, onRetry, empty, failure, end, listClassName, children }: ListStatesProps<T>) {
  const t = useT()
  const loaded = items != null
  const list = items ?? []
  return (
    <div data-state={status} data-part={part}>
      {status === 'loading' && !loaded && <Spinner showText />}
      {status === 'failed' && (failure ?? <LoadFailed onRetry={onRetry} />)}
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
