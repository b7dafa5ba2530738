import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { REFERRAL_FORM_TYPES, type ReferralRecordView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import type { LanguageType } from '@fairpass/core/link'
import { formatFairDate } from '@fairpass/core/utils'
import { Card, ExhibitionPage, ListStates } from '@fairpass/ui'
import type { InExhibition } from '../shared/groupPage'
import { InviteNav } from './InviteNav'
import * as parts from '../shared/page.css'
import * as styles from './Invite.css'
import { recordsOf } from './inviteStore'

/** /inviteRegistration: the visitor's invitation counts, the four ways to invite, and his invitation records. */
export function InvitePage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const records = recordsOf(exhibition)
  const { status, data, error } = useStore(records.$store)

  useEffect(() => {
    void records.load()
  }, [records, language])

  return (
    <ExhibitionPage stacked title={t('invites.heading')}>
      <InviteNav here="invite" />
      <Card>
        <div className={parts.stack}>
          <p className={parts.muted}>{t('invites.intro')}</p>
          <h2 className={parts.subheading}>{t('invites.counts')}</h2>
          <dl className={styles.counts} data-part="invite-counts">
            {(['invited', 'registered'] as const).map((key) => (
              <div key={key} className={styles.count} data-state={key}>
                <dt className={parts.factLabel}>{t(`invites.${key}`)}</dt>
                <dd className={styles.number}>{data ? data.counts[key] : '–'}</dd>
              </div>
            ))}
          </dl>
          <RouteLink className={parts.link} path="/myRanking">
            {t('invites.toRanking')}
          </RouteLink>
        </div>
      </Card>
      <Card>
        <nav className={parts.stack} aria-label={t('invites.channels')}>
          <h2 className={parts.subheading}>{t('invites.channels')}</h2>
          <ul className={styles.channels}>
            {REFERRAL_FORM_TYPES.map((type) => (
              <li key={type}>
                <RouteLink className={styles.channel} path={`/inviteRegistration-form/${type}`}>
                  {t(`invites.channel.${type}`)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
      <Card>
        <div className={parts.stack}>
          <h2 className={parts.subheading}>{t('invites.records')}</h2>
          <ListStates
            part="invite-records"
            status={status === 'ready' && data?.records.length === 0 ? 'empty' : status}
            items={data?.records ?? null}
            error={error}
            onRetry={() => void records.retry()}
            empty={<p className={parts.muted}>{t('invites.recordsEmpty')}</p>}
            listClassName={styles.list}
            end
          >
            {(items) => items.map((record) => <RecordRow key={record.id} record={record} language={language} />)}
          </ListStates>
        </div>
      </Card>
    </ExhibitionPage>
  )
}

function RecordRow({ record, language }: { record: ReferralRecordView; language: LanguageType }) {
  const t = useT()
  return (
    <li className={styles.row} data-part="invite-record" data-state={record.status}>
      <p className={styles.name}>{record.name}</p>
      <p className={styles.line}>{[t(`invites.via.${record.channel}`), record.address].filter(Boolean).join(' · ')}</p>
      <p className={parts.badges}>
        <span className={parts.pill} data-state={record.status}>
          {t(`invites.status.${record.status}`)}
        </span>
      </p>
      <p className={styles.line}>
        {[record.invitedAt && t('invites.invitedOn', { date: formatFairDate(record.invitedAt, language) }), record.registeredAt && t('invites.registeredOn', { date: formatFairDate(record.registeredAt, language) })]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </li>
  )
}
