import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useRouter } from '@fairpass/core/router'
import { useT } from '@fairpass/core/i18n'
import { $functionConfig, $language, $link, $session, $sysConfig } from '@fairpass/core/session'
import { formatDateTime } from '@fairpass/core/utils'
import { Card, ExhibitionPage } from '@fairpass/ui'
import { diagnosticsOf } from './diagnostics'
import { signInAndReturn } from './returnTo'
import './messages'
import * as styles from './EntryPage.css'

function Facts({ rows, none }: { rows: [string, string][]; none: string }) {
  if (rows.length === 0) return <p className={styles.muted}>{none}</p>
  return (
    <dl className={styles.facts}>
      {rows.map(([name, value]) => (
        <div key={name} className={styles.fact}>
          <dt className={styles.mono}>{name}</dt>
          <dd className={styles.mono}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** /test (signed in) and /test2 (no login): link context, session, configuration and device — no secrets. */
export function DiagnosticsPage({ needsLogin }: { needsLogin: boolean }) {
  const t = useT()
  const language = useStore($language)
  const session = useStore($session)
  const router = useRouter()
  const info = diagnosticsOf({
    link: useStore($link),
    session,
    sysConfig: useStore($sysConfig),
    functionConfig: useStore($functionConfig),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  })
  useEffect(() => {
    if (needsLogin && !session.token) signInAndReturn('/test', {}, router)
  }, [needsLogin, session.token, router])
  const yesNo = (value: boolean) => (value ? t('reg.entry.test.yes') : t('reg.entry.test.no'))
  const none = t('reg.entry.test.none')
  // The phone's own clock: what a support person compares with the phone's time when a sign-in ran out.
  const expires = info.token.expiresAt ? formatDateTime(info.token.expiresAt, language) : none

  return (
    <ExhibitionPage title={t('reg.entry.test.heading')}>
      <p className={styles.muted}>{t('reg.entry.test.intro')}</p>
      <Card title={t('reg.entry.test.session')}>
        <div className={styles.stack}>
          <dl className={styles.facts}>
            <div className={styles.fact} data-state={info.token.present ? 'signed-in' : 'signed-out'}>
              <dt>{t('reg.entry.test.token')}</dt>
              <dd>{info.token.present ? t('reg.entry.test.tokenPresent') : t('reg.entry.test.tokenAbsent')}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('reg.entry.test.tokenExpires')}</dt>
              <dd>{expires}</dd>
            </div>
          </dl>
          <Facts rows={info.session} none={none} />
        </div>
      </Card>
      <Card title={t('reg.entry.test.link')}>
        <Facts rows={info.link} none={none} />
      </Card>
      <Card title={t('reg.entry.test.config')}>
        <Facts rows={info.config} none={none} />
      </Card>
      <Card title={t('reg.entry.test.device')}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('reg.entry.test.messagingApp')}</dt>
            <dd>{yesNo(info.messagingApp)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('reg.entry.test.userAgent')}</dt>
            <dd className={styles.mono}>{info.userAgent}</dd>
          </div>
        </dl>
      </Card>
    </ExhibitionPage>
  )
}
