import type { ReactNode } from 'react'
import { Card, Spinner } from '@fairpass/ui'
import { LoadFailed } from './LoadFailed'
import * as styles from './wallet.css'

export interface ListStatesProps<T> {
  /** `data-part` of the list's container, for tests and host styling. */
  part: string
  status: string
  /** The list has arrived at least once (a reload keeps showing it). */
  loaded: boolean
  items: T[]
  onRetry: () => void
  /** Shown in a card when the list arrived empty. */
  empty: ReactNode
  children: (items: T[]) => ReactNode
}

/** What a wallet list page shows while its list loads, when it failed, when it is empty, and then the list. */
export function ListStates<T>({ part, status, loaded, items, onRetry, empty, children }: ListStatesProps<T>) {
  return (
    <div data-state={status} data-part={part}>
      {status === 'loading' && !loaded && <Spinner showText />}
      {status === 'failed' && <LoadFailed onRetry={onRetry} />}
      {loaded && items.length === 0 && <Card>{empty}</Card>}
      {items.length > 0 && <ul className={styles.list}>{children(items)}</ul>}
    </div>
  )
}
