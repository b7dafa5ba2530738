import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, TextField } from '@fairpass/ui'
import type { InExhibition } from '../shared/groupPage'
import * as parts from '../shared/page.css'
import { ChannelNav } from './ChannelNav'
import { createChannelForm, saveChannel } from './channelStore'

/** /source/form: a new traceability code (at most 4 digits or letters, unique at the exhibition) and its name. */
export function ChannelFormPage({ exhibition }: InExhibition) {
  const t = useT()
  const router = useRouter()
  const { emit } = useArea()
  const language = useStore($language)
  const form = useMemo(() => createChannelForm(exhibition), [exhibition])
  const { values, errors, busy } = useStore(form.$form)
  useEffect(() => form.reword(), [form, language])

  return (
    <ExhibitionPage stacked title={t('channels.form.heading')}>
      <ChannelNav here="new" />
      <Card>
        <form
          className={parts.stack}
          noValidate
          data-part="channel-form"
          onSubmit={(event) => {
            event.preventDefault()
            void saveChannel(exhibition, form, emit).then((saved) => saved && router.navigate(`/source/details/${saved.code}`))
          }}
        >
          <TextField
            label={t('channels.form.code')}
            hint={t('channels.form.codeHint')}
            autoComplete="off"
            required
            maxLength={8}
            value={values.code}
            onChange={(value) => form.set('code', value)}
            error={errors.code}
          />
          <TextField label={t('channels.form.name')} autoComplete="off" required value={values.name} onChange={(value) => form.set('name', value)} error={errors.name} />
          {errors._form && (
            <p role="alert" className={parts.alert}>
              {errors._form}
            </p>
          )}
          <div className={parts.actions}>
            <Button type="submit" loading={busy} debounce>
              {t('channels.form.create')}
            </Button>
            <Button variant="secondary" onClick={() => router.navigate('/source')}>
              {t('channels.form.cancel')}
            </Button>
          </div>
        </form>
      </Card>
    </ExhibitionPage>
  )
}
