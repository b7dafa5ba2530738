import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useArea } from '@fairpass/core/area'
import { useRouter } from '@fairpass/core/router'
import { $language, $userInfo } from '@fairpass/core/session'
import { formatTime } from '@fairpass/core/utils'
import { Button, Card, ExhibitionPage, Spinner } from '@fairpass/ui'
import './messages'
import { $checkedAt, $refreshing, moveOnIfDecided, refreshReview, reviewStateOf, watchReview } from './auditingStore'
import * as styles from './AuditingPage.css'

/** /auditing: the review state of spec §2 (pending, rejected with the reason); approved moves on by the rules. */
export function AuditingPage() {
  const t = useT()
  const userInfo = useStore($userInfo)
  const refreshing = useStore($refreshing)
  const checkedAt = useStore($checkedAt)
  const language = useStore($language)
  const state = reviewStateOf(userInfo)
  const router = useRouter()
  const { emit } = useArea()

  useEffect(() => watchReview(router, emit), [router, emit])
  useEffect(() => {
    // Reopened after the approval: nothing to wait for here.
    if (state === 'approved' && userInfo) moveOnIfDecided(userInfo, router, emit)
  }, [state, userInfo, router, emit])

  const heading =
    state === 'rejected' ? t('reg.auditing.rejectedHeading') : state === 'approved' ? t('reg.auditing.approvedHeading') : t('reg.auditing.pendingHeading')

  return (
    <ExhibitionPage title={heading}>
      <Card>
        <div className={styles.body} data-state={state}>
          {state === 'loading' && <Spinner showText />}
          {state === 'pending' && (
            <>
              <p className={styles.lead} role="status">
                {t('reg.auditing.pendingText')}
              </p>
              <p className={styles.text}>{t('reg.auditing.pendingNotice')}</p>
              <Button block variant="secondary" loading={refreshing} onClick={() => void refreshReview(router, emit)}>
                {t('reg.auditing.refresh')}
              </Button>
              {checkedAt !== null && <p className={styles.checked}>{t('reg.auditing.checkedAt', { time: formatTime(checkedAt, language) })}</p>}
            </>
          )}
          {state === 'rejected' && (
            <>
              <p className={styles.lead} role="alert">
                {t('reg.auditing.rejectedText')}
              </p>
              <div className={styles.reason}>
                <span className={styles.reasonLabel}>{t('reg.auditing.reason')}</span>
                <p className={styles.reasonText} data-part="reason">
                  {userInfo?.userExhibitionVO?.examineReason || t('reg.auditing.noReason')}
                </p>
              </div>
              <p className={styles.text}>{t('reg.auditing.rejectedHint')}</p>
              <Button block onClick={() => router.navigate('/infoWap')}>
                {t('reg.auditing.edit')}
              </Button>
              <Button block variant="text" loading={refreshing} onClick={() => void refreshReview(router, emit)}>
                {t('reg.auditing.refresh')}
              </Button>
            </>
          )}
          {state === 'approved' && <p className={styles.lead}>{t('reg.auditing.approvedText')}</p>}
        </div>
      </Card>
    </ExhibitionPage>
  )
}
