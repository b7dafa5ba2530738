import { useT } from '@fairpass/core/i18n'
import '../messages'
import { visuallyHidden } from '../visuallyHidden/visuallyHidden.css'
import * as styles from './Spinner.css'

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large'
  /** Show the please-wait text next to the ring; it is always announced to screen readers. */
  showText?: boolean
  className?: string
}

/** The spinning ring alone, hidden from assistive technology (a busy button already says aria-busy). */
export function SpinnerRing({ size = 'small' }: Pick<SpinnerProps, 'size'>) {
  return <span aria-hidden="true" className={`${styles.ring} ${styles.ringSize[size]}`} />
}

/** A loading indicator announced as "请稍候…" / "Please wait…". */
export function Spinner({ size = 'medium', showText = false, className }: SpinnerProps) {
  const t = useT()
  const text = t('ui.pleaseWait')
  return (
    <span role="status" className={className ? `${styles.spinner} ${className}` : styles.spinner} data-state="loading">
      <SpinnerRing size={size} />
      <span className={showText ? undefined : visuallyHidden}>{text}</span>
    </span>
  )
}

/** Takes the element's place, one screen tall, while a page-level request runs (spec §9 loading indicator). */
export function FullPageLoading() {
  return (
    <div className={styles.fullPage} data-state="loading">
      <div className={styles.fullPageBox}>
        <Spinner size="large" showText />
      </div>
    </div>
  )
}
