import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, Pending, TextField } from '@fairpass/ui'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import { createSubordinateForm, saveSubordinate, subordinateOf, subordinateValuesOf, type SubordinateForm, type SubordinateValues } from './subordinateStore'
import * as styles from './Subordinates.css'

const PERSON: { field: keyof SubordinateValues; type: 'text' | 'tel' | 'email'; required?: boolean }[] = [
  { field: 'name', type: 'text', required: true },
  { field: 'mobile', type: 'tel' },
  { field: 'email', type: 'email' },
  { field: 'company', type: 'text' },
  { field: 'title', type: 'text' },
]

/** The account fields (new accounts only) and the person's; each message under its field, a refusal above the buttons. */
function SubordinateFields({ form, editing, onSubmit, onCancel }: { form: SubordinateForm; editing: boolean; onSubmit: () => void; onCancel: () => void }) {
  const t = useT()
  const { values, errors, busy } = useStore(form.$form)
  const field = (name: keyof SubordinateValues, type: 'text' | 'tel' | 'email' | 'password', options: { required?: boolean; hint?: string; autoComplete?: string } = {}) => (
    <TextField
      key={name}
      label={t(`subordinates.form.${name}`)}
      type={type}
      autoComplete={options.autoComplete ?? 'off'}
      required={options.required}
      hint={options.hint}
      value={values[name]}
      onChange={(value) => form.set(name, value)}
      error={errors[name]}
    />
  )
  return (
    <form
      className={parts.stack}
      noValidate
      data-part="subordinate-form"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {!editing && (
        <>
          <h2 className={styles.section}>{t('subordinates.form.accountSection')}</h2>
          {field('account', 'text', { required: true, hint: t('subordinates.form.accountHint') })}
          {field('password', 'password', { required: true, hint: t('subordinates.form.passwordRule'), autoComplete: 'new-password' })}
          {field('confirmPassword', 'password', { required: true, autoComplete: 'new-password' })}
        </>
      )}
      <h2 className={styles.section}>{t('subordinates.form.personSection')}</h2>
      <p className={parts.muted}>{t('subordinates.form.contactHint')}</p>
      {PERSON.map(({ field: name, type, required }) => field(name, type, { required }))}
      {errors._form && (
        <p role="alert" className={parts.alert}>
          {errors._form}
        </p>
      )}
      <div className={parts.actions}>
        <Button type="submit" loading={busy} debounce>
          {t(editing ? 'subordinates.form.save' : 'subordinates.form.create')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('subordinates.cancel')}
        </Button>
      </div>
    </form>
  )
}

/** /subordinate/form: a sub-account opened, or (`?id=`) its person's details changed. */
export function SubordinateFormPage({ exhibition, id }: InExhibition & { id?: string }) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const form = useMemo(() => createSubordinateForm(exhibition, Boolean(id)), [exhibition, id])
  const one = subordinateOf(exhibition, id ?? '')
  const loaded = useStore(one.$store)
  const [filled, setFilled] = useState(!id)

  useEffect(() => {
    if (id) void one.load()
  }, [one, id, language])
  useEffect(() => form.reword(), [form, language])
  useEffect(() => {
    if (id && loaded.data && !filled) {
      form.fill(subordinateValuesOf(loaded.data))
      setFilled(true)
    }
  }, [id, loaded.data, filled, form])

  const back = () => router.navigate(id ? `/subordinate/details/${id}` : '/subordinate')
  return (
    <ExhibitionPage stacked title={t(id ? 'subordinates.form.editHeading' : 'subordinates.form.addHeading')}>
      <GroupNav here="other" />
      <Card>
        {filled ? (
          <SubordinateFields
            form={form}
            editing={Boolean(id)}
            onSubmit={() => void saveSubordinate(exhibition, form, id).then((saved) => saved && router.navigate(`/subordinate/details/${saved.id}`))}
            onCancel={back}
          />
        ) : (
          <Pending status={loaded.status} error={loaded.error} onRetry={() => void one.retry()} loading={t('subordinates.loading')} />
        )}
      </Card>
    </ExhibitionPage>
  )
}
