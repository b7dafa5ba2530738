import { useStore } from '@nanostores/react'
import { $notices, dismissNotice } from '@fairpass/core/notice'
import { useT } from '@fairpass/core/i18n'
import '../messages'
import * as styles from './NoticeArea.css'

/** Core's notices as toasts: errors interrupt (role="alert"), the rest are announced politely. */
export function NoticeArea() {
  const t = useT()
  const notices = useStore($notices)
  return (
    <div className={styles.area} data-state={notices.length > 0 ? 'open' : 'empty'}>
      {notices.map((notice) => (
        <div
          key={notice.id}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`${styles.toast} ${styles.kind[notice.kind]}`}
          data-state={notice.kind}
        >
          <span className={styles.message}>{notice.message}</span>
          <button type="button" className={styles.dismiss} aria-label={t('ui.dismiss')} onClick={() => dismissNotice(notice.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  )
}
