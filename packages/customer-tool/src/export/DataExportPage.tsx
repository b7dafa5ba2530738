import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import type { FollowUpState } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, Select } from '@fairpass/ui'
import { countOf, FOLLOW_UP_ORDER, labelsOf } from '../customers/customerStore'
import type { CustomerFilter } from '../shared/api'
import { MembershipGate } from '../shared/MembershipGate'
import type { InExhibition } from '../shared/toolPage'
import { ToolNav } from '../shared/ToolNav'
import * as parts from '../shared/page.css'
import { exportLeads, exportOf } from './exportStore'
import * as styles from './DataExport.css'

/** /dataExport: the company's leads (all, or by label or follow-up) as an xlsx file, with progress while it is made. */
export function DataExportPage({ exhibition }: InExhibition) {
  const t = useT()
  return (
    <ExhibitionPage stacked title={t('customers.export.heading')}>
      <ToolNav here="export" />
      <MembershipGate exhibition={exhibition}>{() => <Export exhibition={exhibition} />}</MembershipGate>
    </ExhibitionPage>
  )
}

function Export({ exhibition }: InExhibition) {
  const t = useT()
  const { emit } = useArea()
  const language = useStore($language)
  const state = useStore(exportOf(exhibition))
  const count = countOf(exhibition)
  const labels = labelsOf(exhibition)
  const total = useStore(count.$store).data?.total
  const labelList = useStore(labels.$store).data ?? []
  const [filter, setFilter] = useState<CustomerFilter>({})
  useEffect(() => {
    void count.load()
    void labels.load()
  }, [count, labels, language])
  const busy = state.phase === 'reading' || state.phase === 'writing'
  const percent = state.total ? Math.round((state.done / state.total) * 100) : 0

  return (
    <Card title={t('customers.export.title')}>
      <div className={parts.stack} data-part="export" data-state={state.phase}>
        <p className={parts.muted}>{total === undefined ? t('customers.export.intro') : t('customers.export.introCount', { n: total })}</p>
        <Select
          label={t('customers.list.label')}
          value={filter.labelId ?? ''}
          disabled={busy}
          onChange={(value) => setFilter({ ...filter, labelId: value || undefined })}
          options={[{ value: '', label: t('customers.list.anyLabel') }, ...labelList.map((label) => ({ value: label.id, label: `${label.name} (${label.count})` }))]}
        />
        <Select
          label={t('customers.list.followUp')}
          value={filter.followUp ?? ''}
          disabled={busy}
          onChange={(value) => setFilter({ ...filter, followUp: (value || undefined) as FollowUpState | undefined })}
          options={[{ value: '', label: t('customers.list.anyFollowUp') }, ...FOLLOW_UP_ORDER.map((state) => ({ value: state, label: t(`customers.followUp.${state}`) }))]}
        />
        <div className={parts.actions}>
          <Button loading={busy} onClick={() => void exportLeads(exhibition, filter, emit)}>
            {t('customers.export.start')}
          </Button>
        </div>
        {state.phase !== 'idle' && (
          <div className={parts.stack}>
            <progress className={styles.progress} max={Math.max(state.total, 1)} value={state.phase === 'reading' ? state.done : Math.max(state.total, 1)} aria-label={t('customers.export.progress')} />
            <p role="status" className={parts.note} data-part="export-status">
              {state.phase === 'reading' && t('customers.export.reading', { done: state.done, total: state.total, percent })}
              {state.phase === 'writing' && t('customers.export.writing', { n: state.done })}
              {state.phase === 'done' && t('customers.export.done', { n: state.done, file: state.fileName ?? '' })}
            </p>
            {state.phase === 'failed' && (
              <p role="alert" className={parts.alert}>
                {state.error}
              </p>
            )}
          </div>
        )}
      </div>
    </Card>
  )
}
