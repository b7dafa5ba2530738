import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { GroupView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, TextField } from '@fairpass/ui'
import * as parts from '../shared/page.css'
import { createGroupForm, groupValuesOf, saveGroupDetails, type GroupValues } from './groupStore'

const FIELDS: { field: keyof GroupValues; autoComplete: string; inputMode?: 'numeric' }[] = [
  { field: 'name', autoComplete: 'off' },
  { field: 'company', autoComplete: 'organization' },
  { field: 'expectedSize', autoComplete: 'off', inputMode: 'numeric' },
]

/** The group's name, company and expected size: creating the group, or changing it. */
export function GroupDetailsForm({ exhibition, group, onDone }: { exhibition: ExhibitionRef; group: GroupView | null; onDone?: () => void }) {
  const t = useT()
  const language = useStore($language)
  const form = useMemo(() => createGroupForm(exhibition), [exhibition])
  const { values, errors, busy } = useStore(form.$form)

  useEffect(() => {
    if (group) form.fill(groupValuesOf(group))
  }, [form, group])
  useEffect(() => form.reword(), [form, language])

  return (
    <form
      className={parts.stack}
      noValidate
      data-part="group-form"
      onSubmit={(event) => {
        event.preventDefault()
        void saveGroupDetails(exhibition, form, !group).then((saved) => saved && onDone?.())
      }}
    >
      {FIELDS.map(({ field, autoComplete, inputMode }) => (
        <TextField
          key={field}
          label={t(`groups.group.${field}`)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required
          value={values[field]}
          onChange={(value) => form.set(field, value)}
          error={errors[field]}
        />
      ))}
      {errors._form && (
        <p role="alert" className={parts.alert}>
          {errors._form}
        </p>
      )}
      <div className={parts.actions}>
        <Button type="submit" loading={busy} debounce>
          {t(group ? 'groups.group.save' : 'groups.group.create')}
        </Button>
        {group && onDone && (
          <Button variant="secondary" onClick={onDone}>
            {t('groups.cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}
