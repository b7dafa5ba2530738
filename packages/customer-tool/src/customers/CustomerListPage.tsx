import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import type { FollowUpState } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, ListStates, Select, TextField } from '@fairpass/ui'
import type { CustomerFilter } from '../shared/api'
import { MembershipGate } from '../shared/MembershipGate'
import type { InExhibition } from '../shared/toolPage'
import { ToolNav } from '../shared/ToolNav'
import * as parts from '../shared/page.css'
import { AddCustomer } from './AddCustomer'
import { CustomerRow } from './CustomerRow'
import { countOf, customersOf, FOLLOW_UP_ORDER, labelsOf, moreFailure } from './customerStore'
import * as styles from './Customers.css'

/** /customerPage: the company's leads with their count, a search, filters by label and follow-up, and adding one by hand. */
export function CustomerListPage({ exhibition }: InExhibition) {
  const t = useT()
  return (
    <ExhibitionPage stacked title={t('customers.list.heading')}>
      <ToolNav here="customers" />
      <MembershipGate exhibition={exhibition}>{() => <Customers exhibition={exhibition} />}</MembershipGate>
    </ExhibitionPage>
  )
}

function Customers({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const customers = customersOf(exhibition)
  const count = countOf(exhibition)
  const labels = labelsOf(exhibition)
  const { status, data, error } = useStore(customers.list.$store)
  const more = useStore(customers.$more)
  const counted = useStore(count.$store).data
  const labelList = useStore(labels.$store).data ?? []
  const [keyword, setKeyword] = useState(customers.filter().keyword ?? '')
  const [filter, setFilter] = useState<CustomerFilter>(customers.filter())

  useEffect(() => {
    void customers.load(filter)
  }, [customers, filter, language])
  useEffect(() => {
    void count.load()
    void labels.load()
  }, [count, labels, language])

  const followUpOptions = FOLLOW_UP_ORDER.map((state) => ({ value: state, label: t(`customers.followUp.${state}`) }))

  return (
    <>
      <Card title={t('customers.list.summary')}>
        <dl className={styles.counts} data-part="customer-count">
          {(
            [
              ['total', counted?.total],
              ['today', counted?.today],
              ['mine', counted?.mine],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className={styles.count}>
              <dt className={parts.factLabel}>{t(`customers.count.${key}`)}</dt>
              <dd className={styles.countValue} style={{ margin: 0 }} data-count={key}>
                {value ?? '–'}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={t('customers.list.find')}>
        <form
          className={styles.filters}
          role="search"
          onSubmit={(event) => {
            event.preventDefault()
            setFilter({ ...filter, keyword: keyword.trim() || undefined })
          }}
        >
          <TextField type="search" label={t('customers.list.search')} autoComplete="off" maxLength={50} value={keyword} onChange={setKeyword} />
          <Select
            label={t('customers.list.label')}
            value={filter.labelId ?? ''}
            onChange={(value) => setFilter({ ...filter, labelId: value || undefined })}
            options={[{ value: '', label: t('customers.list.anyLabel') }, ...labelList.map((label) => ({ value: label.id, label: `${label.name} (${label.count})` }))]}
          />
          <Select
            label={t('customers.list.followUp')}
            value={filter.followUp ?? ''}
            onChange={(value) => setFilter({ ...filter, followUp: (value || undefined) as FollowUpState | undefined })}
            options={[{ value: '', label: t('customers.list.anyFollowUp') }, ...followUpOptions]}
          />
          <div className={parts.actions}>
            <Button type="submit">{t('customers.list.searchButton')}</Button>
          </div>
        </form>
      </Card>
      {data && (
        <p className={parts.note} role="status" data-part="match-count">
          {t('customers.list.matches', { n: data.total })}
        </p>
      )}
      <ListStates
        part="customers"
        status={status}
        items={data?.records}
        error={error}
        onRetry={() => void customers.list.retry()}
        empty={<p className={parts.muted}>{t(filter.keyword || filter.labelId || filter.followUp ? 'customers.list.noMatch' : 'customers.list.empty')}</p>}
        end={data && !data.nextCursor}
        listClassName={styles.list}
      >
        {(records) => records.map((customer) => <CustomerRow key={customer.id} customer={customer} />)}
      </ListStates>
      {data?.nextCursor && (
        <div className={parts.stack}>
          {more.error != null && (
            <p role="alert" className={parts.alert}>
              {moreFailure(more.error)}
            </p>
          )}
          <Button variant="secondary" loading={more.busy} onClick={() => void customers.more()}>
            {t('customers.list.more', { shown: data.records.length, total: data.total })}
          </Button>
        </div>
      )}
      <Card title={t('customers.add.heading')}>
        <AddCustomer exhibition={exhibition} />
      </Card>
    </>
  )
}
