import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { InviteRecordStatus, InviteRecordView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Card, ExhibitionPage, ListStates, Tabs } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import * as styles from '../shared/portal.css'
import { inviteRecordsOf } from './vipStore'
import * as vip from './Vip.css'

const TABS = ['', 'invited', 'registered', 'came'] as const
/** ui's pill vocabulary: waiting, done, done and at the fair. */
const PILL = { invited: 'pending', registered: 'registered', came: 'approved' } as const

function Person({ record }: { record: InviteRecordView }) {
  const t = useT()
  const language = useStore($language)
  const when = record.cameAt ?? record.registeredAt ?? record.invitedAt
  return (
    <li data-state={record.status} data-record={record.id}>
      <Card>
        <div className={styles.stack}>
          <div className={styles.rowHead}>
            <p className={styles.name}>{record.name}</p>
            <span className={parts.pill} data-state={PILL[record.status]}>
              {t(`exh.vip.status.${record.status}`)}
            </span>
          </div>
          <dl className={styles.facts}>
            <dt className={parts.factLabel}>{t('exh.vip.list.channel')}</dt>
            <dd className={parts.factValue}>{t(`exh.vip.channel.${record.channel}`)}</dd>
            {record.mobile && (
              <>
                <dt className={parts.factLabel}>{t('exh.vip.list.mobile')}</dt>
                <dd className={parts.factValue}>{record.mobile}</dd>
              </>
            )}
            {record.email && (
              <>
                <dt className={parts.factLabel}>{t('exh.vip.list.email')}</dt>
                <dd className={parts.factValue}>{record.email}</dd>
              </>
            )}
            {record.company && (
              <>
                <dt className={parts.factLabel}>{t('exh.vip.list.company')}</dt>
                <dd className={parts.factValue}>{record.company}</dd>
              </>
            )}
            {when && (
              <>
                <dt className={parts.factLabel}>{t(`exh.vip.list.when.${record.status}`)}</dt>
                <dd className={parts.factValue}>{formatFairDateTime(when, language)}</dd>
              </>
            )}
          </dl>
          {!record.contactShared && record.status !== 'invited' && <p className={parts.muted}>{t('exh.vip.list.notShared')}</p>}
        </div>
      </Card>
    </li>
  )
}

function People({ exhibition, status }: { exhibition: ExhibitionRef; status: InviteRecordStatus | '' }) {
  const t = useT()
  const language = useStore($language)
  const records = inviteRecordsOf(exhibition, status)
  const { status: loadStatus, data, error } = useStore(records.$store)
  useEffect(() => {
    void records.load()
  }, [records, language])
  return (
    <ListStates
      part="buyers"
      status={loadStatus}
      items={data?.records}
      error={error}
      onRetry={() => void records.retry()}
      empty={<p className={parts.muted}>{t(`exh.vip.list.empty.${status || 'all'}`)}</p>}
      end={data && data.total > data.records.length ? t('exh.vip.list.more', { shown: data.records.length, total: data.total }) : true}
    >
      {(items) => items.map((record) => <Person key={record.id} record={record} />)}
    </ListStates>
  )
}

function Counts({ exhibition }: InExhibition) {
  const t = useT()
  const { data } = useStore(inviteRecordsOf(exhibition, '').$store)
  if (!data) return null
  return (
    <dl className={vip.counts} data-part="counts">
      {(['invited', 'registered', 'came'] as const).map((key) => (
        <div key={key} className={vip.count} data-count={key}>
          <dt className={vip.countLabel}>{t(`exh.vip.count.${key}`)}</dt>
          <dd className={vip.countValue}>{data.counts[key]}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * /exhibitorSelfService/invitingBuyers/list and /invitingBuyersTwo/list: whom the company invited, who registered
 * (also by its link) and who came through the gate, with the counts; contact data as far as each visitor agreed.
 */
export function BuyersPage({ exhibition }: InExhibition) {
  const t = useT()
  return (
    <ExhibitionPage stacked title={t('exh.vip.list.heading')}>
      <PortalNav here="buyers" />
      <Card>
        <div className={styles.stack}>
          <Counts exhibition={exhibition} />
          <p className={parts.nav}>
            <RouteLink className={parts.link} path="/exhibitorSelfService/inviteVIP">
              {t('exh.vip.links.invitation')}
            </RouteLink>
            <RouteLink className={parts.link} path="/exhibitorSelfService/inviteVIP/inviteForm">
              {t('exh.vip.links.send')}
            </RouteLink>
          </p>
        </div>
      </Card>
      <Tabs label={t('exh.vip.list.tabs')} tabs={TABS.map((status) => ({ value: status || 'all', label: t(`exh.vip.tab.${status || 'all'}`), content: <People exhibition={exhibition} status={status} /> }))} />
    </ExhibitionPage>
  )
}
