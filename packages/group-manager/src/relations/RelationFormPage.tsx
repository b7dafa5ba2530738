import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import type { RelationKind } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { RELATION_BATCH_MAX, type ProfileField } from '@fairpass/core/validation'
import { Button, Card, ExhibitionPage, Pending, TextField } from '@fairpass/ui'
import type { InExhibition } from '@fairpass/ui'
import { ProfileFieldInput } from '@fairpass/ui/ProfileFields'
import * as parts from '../shared/page.css'
import { fetchRelation } from './api'
import { createPeopleForm, key, pathsOf, personFormOf, savePeople, valuesOfDraft, type PeopleForm } from './relationStore'
import * as styles from './relations.css'

/**
 * /helpRegistration-form, /teamRegistration-form, /others-registration-card-form/{group|work}: a person (a team:
 * several) registered by the visitor, with a contact they sign in with and the exhibition's profile form; `?id=`
 * changes a draft. Submitting saves and submits in one go; a refusal stays beside the form with all that was typed.
 */
export function RelationFormPage({ exhibition, kind, id }: InExhibition & { kind: RelationKind | null; id?: string }) {
  const t = useT()
  const language = useStore($language)
  const personForm = personFormOf(exhibition)
  const { status, data: fields, error } = useStore(personForm.$store)

  useEffect(() => {
    void personForm.load()
  }, [personForm, language])

  if (!kind) {
    return (
      <ExhibitionPage stacked title={t('relations.kind.help.heading')}>
        <Card>
          <p role="alert" className={parts.alert}>
            {t('relations.wrongType')}
          </p>
        </Card>
      </ExhibitionPage>
    )
  }
  return (
    <ExhibitionPage stacked title={t(id ? 'relations.form.editHeading' : `relations.form.heading.${kind}`)}>
      <Card>
        {fields ? (
          <PeopleFields key={id ?? 'new'} exhibition={exhibition} kind={kind} fields={fields} id={id} />
        ) : (
          <Pending status={status} error={error} onRetry={() => void personForm.retry()} loading={t('relations.loading')} />
        )}
      </Card>
    </ExhibitionPage>
  )
}

function PeopleFields({ exhibition, kind, fields, id }: InExhibition & { kind: RelationKind; fields: ProfileField[]; id?: string }) {
  const t = useT()
  const router = useRouter()
  const { emit } = useArea()
  const language = useStore($language)
  const form = useMemo(() => createPeopleForm(fields), [fields])
  const { values, errors, busy } = useStore(form.$form)
  const count = useStore(form.$count)
  const [draft, setDraft] = useState<'loading' | 'ready' | 'missing'>(id ? 'loading' : 'ready')

  useEffect(() => form.reword(), [form, language])
  useEffect(() => (id ? undefined : form.keep(kind)), [form, id, kind])
  useEffect(() => {
    if (!id) return
    fetchRelation(exhibition, id).then(
      (record) => {
        if (record.state !== 'draft') return setDraft('missing')
        form.fill(valuesOfDraft(fields, record))
        setDraft('ready')
      },
      () => setDraft('missing'),
    )
  }, [exhibition, id, fields, form])

  if (draft === 'loading') return <p className={parts.muted}>{t('relations.loading')}</p>
  if (draft === 'missing') {
    return (
      <p role="alert" className={parts.alert}>
        {t('relations.form.notFound')}
      </p>
    )
  }
  const list = pathsOf(kind).list
  const send = (submit: boolean) =>
    void savePeople(exhibition, kind, form, fields, { id, submit, emit }).then((saved) => {
      if (saved) router.navigate(list)
    })
  const team = kind === 'team' && !id
  return (
    <form
      className={parts.stack}
      noValidate
      data-part="relation-form"
      onSubmit={(event) => {
        event.preventDefault()
        send(true)
      }}
    >
      <p className={parts.muted}>{t('relations.form.contactHint')}</p>
      {Array.from({ length: count }, (_, index) => (
        <PersonFields key={index} form={form} index={index} fields={fields} values={values} errors={errors} legend={team ? t('relations.form.person', { n: index + 1 }) : null} />
      ))}
      {team && count < RELATION_BATCH_MAX && (
        <div className={parts.actions}>
          <Button variant="secondary" onClick={() => form.addPerson()}>
            {t('relations.form.addPerson')}
          </Button>
        </div>
      )}
      <p className={parts.muted}>{t('relations.form.leftToPerson')}</p>
      {errors._form && (
        <p role="alert" className={parts.alert}>
          {errors._form}
        </p>
      )}
      <div className={parts.actions}>
        <Button type="submit" loading={busy} debounce>
          {t('relations.form.submit')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => send(false)}>
          {t('relations.form.saveDraft')}
        </Button>
        <Button variant="secondary" onClick={() => router.navigate(list)}>
          {t('relations.form.cancel')}
        </Button>
      </div>
    </form>
  )
}

function PersonFields({
  form,
  index,
  fields,
  values,
  errors,
  legend,
}: {
  form: PeopleForm
  index: number
  fields: ProfileField[]
  values: Record<string, string>
  errors: Record<string, string>
  legend: string | null
}) {
  const t = useT()
  const language = useStore($language)
  const name = (field: string) => (legend ? key(index, field) : undefined)
  const body = (
    <>
      <TextField
        label={t('relations.form.mobile')}
        name={name('mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={values[key(index, 'contact.mobile')] ?? ''}
        onChange={(value) => form.set(key(index, 'contact.mobile'), value)}
        error={errors[key(index, 'contact.mobile')]}
      />
      <TextField
        label={t('relations.form.email')}
        name={name('email')}
        type="email"
        autoComplete="off"
        value={values[key(index, 'contact.email')] ?? ''}
        onChange={(value) => form.set(key(index, 'contact.email'), value)}
        error={errors[key(index, 'contact.email')]}
      />
      {fields.map((field) => (
        <ProfileFieldInput
          key={field.field}
          field={field}
          language={language}
          name={name(field.field)}
          value={values[key(index, `p.${field.field}`)] ?? ''}
          onChange={(value) => form.set(key(index, `p.${field.field}`), value)}
          error={errors[key(index, `p.${field.field}`)]}
          choose={t('relations.form.choose')}
        />
      ))}
    </>
  )
  if (!legend) return body
  return (
    <fieldset className={styles.person} data-part="relation-person">
      <legend className={styles.legend}>{legend}</legend>
      {body}
    </fieldset>
  )
}
