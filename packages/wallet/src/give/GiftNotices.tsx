import { useT } from '@fairpass/core/i18n'
import { Card } from '@fairpass/ui'
import * as styles from './GivePage.css'

export function GiftNotices({ items }: { items: readonly string[] | null | undefined }) {
  const t = useT()
  if (!items?.length) return null
  return (
    <Card title={t('wallet.give.notices')}>
      <ol className={styles.notices} data-part="gift-notices">
        {items.map((notice, index) => (
          <li key={index}>{notice}</li>
        ))}
      </ol>
    </Card>
  )
}
