import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { CustomerDetail, FollowUpState } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Button, Card, Checkbox, ExhibitionPage, LoadFailed, Select, Spinner, TextField } from '@fairpass/ui'
import { FOLLOW_UP_ORDER, labelsOf } from '../customers/customerStore'
import { CustomerFacts } from '../shared/CustomerFacts'
import { MembershipGate } from '../shared/MembershipGate'
import type { InExhibition } from '../shared/toolPage'
import { ToolNav } from '../shared/ToolNav'
import * as parts from '../shared/page.css'
import { changeOf, createLabelForm, createNoteForm, customerOf, dropNote, setFollowUp, setLabels } from './detailStore'
import * as styles from './Detail.css'

/** /custDetailInfoPage?id=…: one lead: what the visitor shares, follow-up, labels, notes, the survey and each scan. */
export function CustomerDetailPage({ exhibition, id }: InExhibition & { id: string }) {
  const t = useT()
  return (
    <ExhibitionPage stacked title={t('customers.detail.heading')}>
      <ToolNav here="other" />
      <MembershipGate exhibition={exhibition}>{() => <Detail exhibition={exhibition} id={id} />}</MembershipGate>
    </ExhibitionPage>
  )
}

/** A lead's moments on the fair's clock: the day staff at the stand met the visitor, on a phone from abroad too. */
const when = formatFairDateTime

function Detail({ exhibition, id }: { exhibition: ExhibitionRef; id: string }) {
  const t = useT()
  const language = useStore($language)
  const customer = customerOf(exhibition, id)
  const { status, data, error } = useStore(customer.$store)
  const changing = useStore(changeOf(exhibition, id))
  useEffect(() => {
    void customer.load()
  }, [customer, language])

  if (!data) return status === 'failed' ? <LoadFailed onRetry={() => void customer.retry()} error={error} /> : <Spinner showText />
  return (
    <>
      <Card title={data.name ?? data.mobile ?? t('customers.list.unnamed')}>
        <div className={parts.stack} data-part="customer-detail">
          <CustomerFacts person={data} />
          <p className={parts.muted}>
            {t('customers.detail.captured', { when: when(data.firstCapturedAt, language), owner: data.owner.name, n: data.scanCount })}
          </p>
          <Select
            label={t('customers.list.followUp')}
            value={data.followUp}
            disabled={changing.busy}
            onChange={(value) => void setFollowUp(exhibition, id, value as FollowUpState)}
            options={FOLLOW_UP_ORDER.map((state) => ({ value: state, label: t(`customers.followUp.${state}`) }))}
          />
          {changing.error && (
            <p role="alert" className={parts.alert}>
              {changing.error}
            </p>
          )}
          <div className={parts.actions}>
            <RouteLink className={parts.link} path="/surveyPage" query={{ id }}>
              {t(data.surveyAnswered ? 'customers.detail.surveyChange' : 'customers.detail.surveyAnswer')}
            </RouteLink>
          </div>
        </div>
      </Card>
      <Labels exhibition={exhibition} customer={data} />
      <Notes exhibition={exhibition} customer={data} />
      <Card title={t('customers.detail.scans', { n: data.scans.length })}>
        <ul className={styles.list}>
          {data.scans.map((scan) => (
            <li key={scan.clientScanId} className={parts.muted}>
              {t('customers.detail.scanBy', { when: when(scan.scannedAt, language), name: scan.by.name })}
            </li>
          ))}
        </ul>
      </Card>
    </>
  )
}

function Labels({ exhibition, customer }: { exhibition: ExhibitionRef; customer: CustomerDetail }) {
  const t = useT()
  const language = useStore($language)
  const labels = labelsOf(exhibition)
  const all = useStore(labels.$store).data ?? []
  const changing = useStore(changeOf(exhibition, customer.id))
  const labelForm = useMemo(() => createLabelForm(exhibition, customer.id), [exhibition, customer.id])
  const { values, errors, busy } = useStore(labelForm.form.$form)
  useEffect(() => {
    void labels.load()
  }, [labels, language])
  useEffect(() => labelForm.form.reword(), [labelForm, language])
  const mine = customer.labels.map((label) => label.id)

  return (
    <Card title={t('customers.detail.labels')}>
      <div className={parts.stack} data-part="labels">
        {all.length === 0 && <p className={parts.muted}>{t('customers.detail.noLabels')}</p>}
        {all.map((label) => (
          <Checkbox
            key={label.id}
            label={label.name}
            checked={mine.includes(label.id)}
            disabled={changing.busy}
            onChange={(checked) => void setLabels(exhibition, customer.id, checked ? [...mine, label.id] : mine.filter((one) => one !== label.id))}
          />
        ))}
        <form
          className={parts.stack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void labelForm.save(mine)
          }}
        >
          <TextField label={t('customers.detail.newLabel')} autoComplete="off" value={values.name} onChange={(value) => labelForm.form.set('name', value)} error={errors.name ?? errors._form} />
          <div className={parts.actions}>
            <Button type="submit" variant="secondary" loading={busy}>
              {t('customers.detail.addLabel')}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  )
}

function Notes({ exhibition, customer }: { exhibition: ExhibitionRef; customer: CustomerDetail }) {
  const t = useT()
  const language = useStore($language)
  const noteForm = useMemo(() => createNoteForm(exhibition, customer.id), [exhibition, customer.id])
  const { values, errors, busy } = useStore(noteForm.form.$form)
  useEffect(() => noteForm.form.reword(), [noteForm, language])
  return (
    <Card title={t('customers.detail.notes')}>
      <div className={parts.stack} data-part="notes">
        {customer.notes.length === 0 && <p className={parts.muted}>{t('customers.detail.noNotes')}</p>}
        <ul className={styles.list}>
          {customer.notes.map((note) => (
            <li key={note.id} className={styles.note} data-part="note">
              <p className={parts.note}>{note.text}</p>
              <p className={parts.muted}>{t('customers.detail.noteBy', { when: when(note.createdAt, language), name: note.author.name })}</p>
              <Button variant="text" aria-label={t('customers.detail.removeNoteOf', { text: note.text.slice(0, 30) })} onClick={() => void dropNote(exhibition, customer.id, note.id)}>
                {t('customers.detail.removeNote')}
              </Button>
            </li>
          ))}
        </ul>
        <form
          className={parts.stack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void noteForm.save()
          }}
        >
          <TextField label={t('customers.detail.newNote')} autoComplete="off" maxLength={1000} value={values.text} onChange={(value) => noteForm.form.set('text', value)} error={errors.text ?? errors._form} />
          <div className={parts.actions}>
            <Button type="submit" loading={busy} debounce>
              {t('customers.detail.addNote')}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  )
}
