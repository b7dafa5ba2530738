import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea, type ExhibitionRef } from '@fairpass/core/area'
import type { VisaRequestView } from '@fairpass/core/contract'
import { withdrawNotice } from '@fairpass/core/http'
import { useT } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { $language } from '@fairpass/core/session'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Button, Card, ExhibitionPage, ListStates, Select, TextField } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import * as styles from '../shared/portal.css'
import { refusalFields } from '../shared/form'
import { useIsStaff } from '../shared/useRole'
import { fetchVisaLetter } from './visaApi'
import { EMPTY_VISA, createVisaForm, sendVisaRequest, visaRequestsOf, visaValuesOf, withdrawVisaRequest, type VisaForm, type VisaValues } from './visaStore'
import * as own from './VisaPage.css'

const formatDay = (day: string, language: string) => new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/** Opens the letter in a new tab; where the browser refuses a tab (a messaging app), the page offers the file as a link. */
async function openLetter(exhibition: ExhibitionRef, request: VisaRequestView, onLink: (href: string) => void, failed: string): Promise<void> {
  try {
    const pdf = await fetchVisaLetter(exhibition, request.id)
    const href = URL.createObjectURL(pdf)
    if (!window.open(href, '_blank')) onLink(href)
  } catch (error) {
    const fields = refusalFields(error)
    if (fields) withdrawNotice(error)
    notify(fields?._form ?? Object.values(fields ?? {})[0] ?? failed, 'error')
  }
}

function VisaRow({ exhibition, request, onChange }: { exhibition: ExhibitionRef; request: VisaRequestView; onChange: (request: VisaRequestView) => void }) {
  const t = useT()
  const language = useStore($language)
  const [letterHref, setLetterHref] = useState<string>()
  const [busy, setBusy] = useState<'letter' | 'withdraw'>()
  const person = `${request.applicant.surname} ${request.applicant.givenNames}`
  return (
    <li data-state={request.state} data-visa={request.id}>
      <Card>
        <div className={styles.stack}>
          <div className={styles.rowHead}>
            <p className={styles.name}>{person}</p>
            <span className={parts.pill} data-state={request.state}>
              {t(`exh.visa.state.${request.state}`)}
            </span>
          </div>
          <dl className={styles.facts}>
            <dt className={parts.factLabel}>{t('exh.visa.field.passportNo')}</dt>
            <dd className={parts.factValue}>{request.applicant.passportNoMasked}</dd>
            <dt className={parts.factLabel}>{t('exh.visa.field.nationality')}</dt>
            <dd className={parts.factValue}>{request.applicant.nationality}</dd>
            <dt className={parts.factLabel}>{t('exh.visa.stay')}</dt>
            <dd className={parts.factValue}>
              {formatDay(request.applicant.arrival, language)} – {formatDay(request.applicant.departure, language)}
            </dd>
            <dt className={parts.factLabel}>{t('exh.visa.requested')}</dt>
            <dd className={parts.factValue}>{formatFairDateTime(request.createdAt, language)}</dd>
            {request.letterNo && (
              <>
                <dt className={parts.factLabel}>{t('exh.visa.letterNo')}</dt>
                <dd className={parts.factValue}>{request.letterNo}</dd>
              </>
            )}
          </dl>
          {request.state === 'rejected' && request.reason && (
            <p role="alert" className={styles.formAlert}>
              {t('exh.visa.reason', { reason: request.reason })}
            </p>
          )}
          <div className={parts.actions}>
            {request.state === 'approved' && (
              <Button
                loading={busy === 'letter'}
                aria-label={t('exh.visa.openOf', { name: person })}
                onClick={() => {
                  setBusy('letter')
                  void openLetter(exhibition, request, setLetterHref, t('exh.visa.letterFailed')).finally(() => setBusy(undefined))
                }}
              >
                {t('exh.visa.open')}
              </Button>
            )}
            {request.state === 'rejected' && (
              <Button variant="secondary" aria-label={t('exh.visa.changeOf', { name: person })} onClick={() => onChange(request)}>
                {t('exh.visa.change')}
              </Button>
            )}
            {request.state !== 'approved' && (
              <Button
                variant="text"
                loading={busy === 'withdraw'}
                aria-label={t('exh.visa.withdrawOf', { name: person })}
                onClick={() => {
                  setBusy('withdraw')
                  void withdrawVisaRequest(exhibition, request.id).finally(() => setBusy(undefined))
                }}
              >
                {t('exh.visa.withdraw')}
              </Button>
            )}
          </div>
          {letterHref && (
            <a className={parts.link} href={letterHref} target="_blank" rel="noopener" download={`visa-letter-${request.letterNo ?? request.id}.pdf`}>
              {t('exh.visa.letterLink', { name: person })}
            </a>
          )}
        </div>
      </Card>
    </li>
  )
}

const DATE_FIELDS = new Set<keyof VisaValues>(['dateOfBirth', 'passportExpiry', 'arrival', 'departure'])

function Field({ form, name, upper }: { form: VisaForm; name: keyof VisaValues; upper?: boolean }) {
  const t = useT()
  const { values, errors } = useStore(form.$form)
  const date = DATE_FIELDS.has(name)
  return (
    <TextField
      label={t(`exh.visa.field.${name}`)}
      value={values[name]}
      onChange={(value) => form.set(name, upper ? value.toUpperCase() : value)}
      inputMode={date ? 'numeric' : undefined}
      placeholder={date ? 'YYYY-MM-DD' : undefined}
      hint={date ? t('exh.visa.dateHint') : name === 'nationality' ? t('exh.visa.nationalityHint') : undefined}
      autoComplete="off"
      error={errors[name]}
    />
  )
}

/**
 * /exhibitorSelfService/visaInfo: the company admin asks the organiser for visa invitation letters for foreign staff
 * (passport data checked with the shared schema), follows each request, corrects and resends a rejected one,
 * withdraws one not yet approved and opens the issued letter (a PDF).
 */
export function VisaPage({ exhibition }: InExhibition) {
  const t = useT()
  const area = useArea()
  const language = useStore($language)
  const requests = visaRequestsOf(exhibition)
  const { status, data, error } = useStore(requests.$store)
  const form = useMemo(() => createVisaForm(exhibition), [exhibition])
  const { values, errors, busy } = useStore(form.$form)
  const staff = useIsStaff(exhibition)
  const [editing, setEditing] = useState<VisaRequestView>()

  useEffect(() => {
    if (!staff) void requests.load()
  }, [requests, language, staff])
  useEffect(() => form.reword(), [form, language])

  return (
    <ExhibitionPage stacked title={t('exh.visa.heading')}>
      <PortalNav here="visa" />
      {staff ? (
        <Card>
          <p className={parts.note} data-part="staff-note">
            {t('exh.visa.adminOnly')}
          </p>
        </Card>
      ) : (
        <>
          <ListStates part="visa-requests" status={status} items={data} error={error} onRetry={() => void requests.retry()} empty={<p className={parts.muted}>{t('exh.visa.empty')}</p>}>
            {(items) =>
              items.map((request) => (
                <VisaRow
                  key={request.id}
                  exhibition={exhibition}
                  request={request}
                  onChange={(chosen) => {
                    form.fill(visaValuesOf(chosen))
                    setEditing(chosen)
                  }}
                />
              ))
            }
          </ListStates>
          <Card title={editing ? t('exh.visa.changeHeading', { name: `${editing.applicant.surname} ${editing.applicant.givenNames}` }) : t('exh.visa.newHeading')}>
            <form
              className={styles.stack}
              noValidate
              data-part="visa-form"
              data-state={editing ? 'change' : 'new'}
              onSubmit={(event) => {
                event.preventDefault()
                void sendVisaRequest(exhibition, form, editing?.id).then((sent) => {
                  if (!sent) return
                  notify(t(editing ? 'exh.visa.resent' : 'exh.visa.sent'), 'success')
                  area.emit('fair-exhibitor-visa-requested', { exhibitionId: exhibition.exhibitionId, requestId: sent.id, resent: Boolean(editing) })
                  form.fill(EMPTY_VISA)
                  setEditing(undefined)
                })
              }}
            >
              <p className={parts.muted}>{t(editing ? 'exh.visa.changeIntro' : 'exh.visa.intro')}</p>
              <Field form={form} name="surname" />
              <Field form={form} name="givenNames" />
              <Select
                label={t('exh.visa.field.sex')}
                value={values.sex}
                onChange={(value) => form.set('sex', value)}
                placeholder={t('exh.visa.choose')}
                options={[
                  { value: 'F', label: t('exh.visa.sex.F') },
                  { value: 'M', label: t('exh.visa.sex.M') },
                ]}
                error={errors.sex}
              />
              <Field form={form} name="dateOfBirth" />
              <Field form={form} name="nationality" upper />
              <Field form={form} name="passportNo" upper />
              <Field form={form} name="passportExpiry" />
              <Field form={form} name="position" />
              <div className={own.pair}>
                <Field form={form} name="arrival" />
                <Field form={form} name="departure" />
              </div>
              {errors._form && (
                <p role="alert" className={styles.formAlert}>
                  {errors._form}
                </p>
              )}
              <Button type="submit" loading={busy} debounce>
                {t(editing ? 'exh.visa.resend' : 'exh.visa.submit')}
              </Button>
              {editing && (
                <Button
                  variant="text"
                  onClick={() => {
                    form.fill(EMPTY_VISA)
                    setEditing(undefined)
                  }}
                >
                  {t('exh.cancel')}
                </Button>
              )}
            </form>
          </Card>
        </>
      )}
    </ExhibitionPage>
  )
}
