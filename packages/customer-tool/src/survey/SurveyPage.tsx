import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { CustomerDetail, CustomerSurvey } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, Checkbox, ExhibitionPage, LoadFailed, Radio, Spinner, TextField } from '@fairpass/ui'
import { customerOf } from '../detail/detailStore'
import { MembershipGate } from '../shared/MembershipGate'
import type { InExhibition } from '../shared/toolPage'
import { ToolNav } from '../shared/ToolNav'
import * as parts from '../shared/page.css'
import { createSurveyForm, saveSurvey, surveyOf } from './surveyStore'
import * as styles from './Survey.css'

/** /surveyPage?id=…: the exhibition's qualification survey answered for one lead (earlier answers shown to change). */
export function SurveyPage({ exhibition, id }: InExhibition & { id: string }) {
  const t = useT()
  return (
    <ExhibitionPage stacked title={t('customers.survey.heading')}>
      <ToolNav here="other" />
      <MembershipGate exhibition={exhibition}>{() => <SurveyLoader exhibition={exhibition} id={id} />}</MembershipGate>
    </ExhibitionPage>
  )
}

function SurveyLoader({ exhibition, id }: { exhibition: ExhibitionRef; id: string }) {
  const t = useT()
  const language = useStore($language)
  const survey = surveyOf(exhibition)
  const customer = customerOf(exhibition, id)
  const surveyState = useStore(survey.$store)
  const customerState = useStore(customer.$store)
  useEffect(() => {
    void survey.load()
    void customer.load()
  }, [survey, customer, language])
  if (surveyState.status === 'failed' || customerState.status === 'failed')
    return <LoadFailed onRetry={() => void Promise.all([survey.retry(), customer.retry()])} error={surveyState.error ?? customerState.error} />
  if (surveyState.status === 'empty') return <Card><p className={parts.muted}>{t('customers.survey.none')}</p></Card>
  if (!surveyState.data || !customerState.data) return <Spinner showText />
  return <SurveyForm exhibition={exhibition} survey={surveyState.data} customer={customerState.data} />
}

function SurveyForm({ exhibition, survey, customer }: { exhibition: ExhibitionRef; survey: CustomerSurvey; customer: CustomerDetail }) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  // One form per lead and survey: the answers typed stay while the page shows them.
  const form = useMemo(() => createSurveyForm(exhibition, customer.id, survey, customer.survey), [exhibition, customer.id, survey]) // eslint-disable-line react-hooks/exhaustive-deps
  const { values, errors, busy } = useStore(form.$form)
  useEffect(() => form.reword(), [form, language])
  const who = customer.name ?? customer.mobile ?? t('customers.list.unnamed')

  return (
    <Card title={survey.title}>
      <form
        className={parts.stack}
        noValidate
        data-part="survey"
        onSubmit={(event) => {
          event.preventDefault()
          void saveSurvey(exhibition, customer.id, form).then((saved) => saved && router.navigate('/custDetailInfoPage', { id: customer.id }))
        }}
      >
        <p className={parts.muted}>{t('customers.survey.for', { name: who })}</p>
        {survey.questions.map((question) => {
          const value = values[question.id]
          const label = question.required ? `${question.title} *` : question.title
          if (question.type === 'text')
            return <TextField key={question.id} label={label} autoComplete="off" maxLength={500} value={typeof value === 'string' ? value : ''} onChange={(next) => form.set(question.id, next)} error={errors[question.id]} />
          const chosen = Array.isArray(value) ? value : value ? [value] : []
          return (
            <fieldset key={question.id} className={styles.question} data-state={errors[question.id] ? 'invalid' : 'valid'}>
              <legend className={styles.legend}>{label}</legend>
              {question.options.map((option) =>
                question.type === 'single' ? (
                  <Radio key={option.value} name={question.id} label={option.label} checked={chosen[0] === option.value} onSelect={() => form.set(question.id, option.value)} />
                ) : (
                  <Checkbox
                    key={option.value}
                    label={option.label}
                    checked={chosen.includes(option.value)}
                    onChange={(checked) => form.set(question.id, checked ? [...chosen, option.value] : chosen.filter((one) => one !== option.value))}
                  />
                ),
              )}
              {errors[question.id] && (
                <p role="alert" className={parts.alert}>
                  {errors[question.id]}
                </p>
              )}
            </fieldset>
          )
        })}
        {errors._form && (
          <p role="alert" className={parts.alert}>
            {errors._form}
          </p>
        )}
        <div className={parts.actions}>
          <Button type="submit" loading={busy} debounce>
            {t('customers.survey.save')}
          </Button>
          <RouteLink className={parts.link} path="/custDetailInfoPage" query={{ id: customer.id }}>
            {t('customers.survey.back')}
          </RouteLink>
        </div>
      </form>
    </Card>
  )
}
