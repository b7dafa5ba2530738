import { useEffect, useMemo, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea, type ExhibitionRef } from '@fairpass/core/area'
import type { CustomerPreview } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language, $session } from '@fairpass/core/session'
import { Button, Tabs, TextField } from '@fairpass/ui'
import { CustomerFacts } from '../shared/CustomerFacts'
import * as parts from '../shared/page.css'
import { scannerOf } from '../scan/scanStore'
import { createAddForm, lookUp, saveMobileLead, type AddMode } from './customerStore'

/**
 * Adding or updating a lead by hand: a badge's code (saved like a scan, through the device's queue) or a visitor's
 * mobile number. Either is looked up first, so the staff see who it names and whether the company has them already.
 */
export function AddCustomer({ exhibition }: { exhibition: ExhibitionRef }) {
  const t = useT()
  const { emit } = useArea()
  const language = useStore($language)
  const userId = useStore($session).userId ?? ''
  const [mode, setMode] = useState<AddMode>('code')
  const modeRef = useRef(mode)
  modeRef.current = mode
  const form = useMemo(() => createAddForm(exhibition, () => modeRef.current), [exhibition])
  const { values, errors, busy } = useStore(form.$form)
  const [preview, setPreview] = useState<CustomerPreview | null>(null)
  const [queued, setQueued] = useState(false)
  useEffect(() => form.reword(), [form, language])

  const switchTo = (next: string) => {
    setMode(next === 'mobile' ? 'mobile' : 'code')
    setPreview(null)
    setQueued(false)
    form.setErrors({})
  }
  const find = async () => {
    setQueued(false)
    setPreview(await lookUp(exhibition, form, mode))
  }
  const save = async () => {
    if (mode === 'code') {
      await scannerOf(exhibition, userId).queue.add(values.code.trim(), 'manual')
      setQueued(true)
      setPreview(null)
      form.fill({ ...values, code: '' })
      return
    }
    const saved = await saveMobileLead(exhibition, form, emit)
    if (saved) {
      setPreview(null)
      form.fill({ code: '', mobile: '', name: '', company: '', title: '' })
    }
  }

  const fields =
    mode === 'code' ? (
      <TextField label={t('customers.add.code')} hint={t('customers.scan.codeHint')} autoComplete="off" required value={values.code} onChange={(value) => form.set('code', value)} error={errors.code} />
    ) : (
      <>
        <TextField label={t('customers.add.mobile')} type="tel" inputMode="tel" autoComplete="off" required value={values.mobile} onChange={(value) => form.set('mobile', value)} error={errors.mobile} />
        {preview && !preview.registered && (
          <>
            <p className={parts.muted}>{t('customers.add.notRegistered')}</p>
            <TextField label={t('customers.fields.name')} autoComplete="off" value={values.name} onChange={(value) => form.set('name', value)} error={errors.name} />
            <TextField label={t('customers.fields.company')} autoComplete="off" value={values.company} onChange={(value) => form.set('company', value)} error={errors.company} />
            <TextField label={t('customers.fields.title')} autoComplete="off" value={values.title} onChange={(value) => form.set('title', value)} error={errors.title} />
          </>
        )}
      </>
    )

  const body = (
    <form
      className={parts.stack}
      noValidate
      data-part="add-customer"
      data-state={preview ? 'found' : queued ? 'queued' : 'idle'}
      onSubmit={(event) => {
        event.preventDefault()
        void (preview ? save() : find())
      }}
    >
      {fields}
      {errors._form && (
        <p role="alert" className={parts.alert}>
          {errors._form}
        </p>
      )}
      {preview && (
        <div className={parts.stack} data-part="preview">
          <p className={parts.note}>{t(preview.existingId ? 'customers.add.known' : 'customers.add.found')}</p>
          <CustomerFacts person={preview} />
          {preview.existingId && (
            <RouteLink className={parts.link} path="/custDetailInfoPage" query={{ id: preview.existingId }}>
              {t('customers.add.openKnown')}
            </RouteLink>
          )}
        </div>
      )}
      {queued && (
        <p role="status" className={parts.note}>
          {t('customers.add.queued')}
        </p>
      )}
      <div className={parts.actions}>
        <Button type="submit" loading={busy} debounce={Boolean(preview)}>
          {t(preview ? (preview.existingId ? 'customers.add.update' : 'customers.add.save') : 'customers.add.lookUp')}
        </Button>
        {preview && (
          <Button variant="secondary" onClick={() => setPreview(null)}>
            {t('customers.add.cancel')}
          </Button>
        )}
      </div>
    </form>
  )

  return (
    <Tabs
      label={t('customers.add.how')}
      value={mode}
      onValueChange={switchTo}
      tabs={[
        { value: 'code', label: t('customers.add.byCode'), content: mode === 'code' ? body : null },
        { value: 'mobile', label: t('customers.add.byMobile'), content: mode === 'mobile' ? body : null },
      ]}
    />
  )
}
