import { useT } from '@fairpass/core/i18n'
import { Button } from '@fairpass/ui'
import * as styles from './wallet.css'

/** A load that failed: the HTTP layer has said why in a notice; here the visitor can try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <div className={styles.center} data-state="failed">
      <p role="alert" className={styles.alert}>
        {t('wallet.loadFailed')}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('wallet.retry')}
      </Button>
    </div>
  )
}
