import { Suspense, useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import type { FileRef, JournalFields } from '@fairpass/core/contract'
import { useT, lazyWithTexts } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, Checkbox, ExhibitionPage, Pending, TextField } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import { FilePicker } from '../shared/FilePicker'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import { ReviewState } from '../shared/ReviewState'
import * as styles from '../shared/portal.css'
import { formConfigOf } from '../shared/stores'
import { TextArea } from '../shared/TextArea'
import { acceptOf, upload, uploadHint } from '../shared/upload'
import { useIsStaff } from '../shared/useRole'
import { croppable } from './logoCrop'
import { copyFromHistory, createJournalForm, fieldsOf, journalHistoryOf, journalOf, saveJournalForm } from './catalogueStore'
import { fileHref } from '../shared/api'

// The cropper (react-easy-crop) loads only once a logo is picked: most visits of these pages never crop.
const LogoCropDialog = lazyWithTexts(() => import('./LogoCropDialog'))

/** Which part of the entry a page shows: all of it, the words only, or the logo only (the user center's extras). */
export type CatalogueVariant = 'full' | 'noImg' | 'logo'

const TEXTS: { field: keyof JournalFields; long?: boolean; max: number; type?: 'tel' }[] = [
  { field: 'nameCn', max: 100 },
  { field: 'nameEn', max: 100 },
  { field: 'contacts', max: 50 },
  { field: 'contactInformation', max: 100, type: 'tel' },
  { field: 'introductionCn', long: true, max: 2000 },
  { field: 'introductionEn', long: true, max: 2000 },
]

/**
 * The catalogue entry (exhibitor journal v2) at /user-center/exhibitorReport (and its word-only and logo-only
 * pages): names, contacts and introductions in both languages, the logo, the initiative letter; kept as a draft
 * between visits, sent to review when complete; an earlier fair's entry copied in to start from.
 */
export function CataloguePage({ exhibition, variant = 'full' }: InExhibition & { variant?: CatalogueVariant }) {
  const t = useT()
  const area = useArea()
  const language = useStore($language)
  const journal = journalOf(exhibition)
  const history = journalHistoryOf(exhibition)
  const config = formConfigOf(exhibition)
  const { data: entry, status, error } = useStore(journal.$store)
  const { data: earlier } = useStore(history.$store)
  const { data: formConfig } = useStore(config.$store)
  const form = useMemo(createJournalForm, [])
  const { values, errors, busy } = useStore(form.$form)
  const [logo, setLogo] = useState<FileRef | null>(null)
  const [logoError, setLogoError] = useState<string>()
  const [uploading, setUploading] = useState(false)
  const [cropping, setCropping] = useState<{ file: File; picture: ImageBitmap } | null>(null)
  const [filled, setFilled] = useState(false)
  const staff = useIsStaff(exhibition)

  useEffect(() => {
    void journal.load()
    void history.load()
    void config.load()
  }, [journal, history, config, language])
  useEffect(() => form.reword(), [form, language])
  // The saved entry fills the form once; later answers (a language switch) leave what is being typed alone.
  useEffect(() => {
    if (entry && !filled) {
      form.fill(fieldsOf(entry))
      setLogo(entry.logo)
      setFilled(true)
    }
  }, [entry, filled, form])

  const title = t(variant === 'logo' ? 'exh.catalogue.logoHeading' : 'exh.catalogue.heading')
  if (!entry) {
    return (
      <ExhibitionPage stacked title={title}>
        <PortalNav here="catalogue" />
        <Pending status={status} error={error} onRetry={() => void journal.retry()} loading={t('exh.loading')} />
      </ExhibitionPage>
    )
  }

  const save = (submit: boolean) =>
    void saveJournalForm(exhibition, form, submit).then((saved) => {
      if (!saved) return
      setLogo(saved.logo)
      if (submit && saved.id) area.emit('fair-exhibitor-catalogue-submitted', { exhibitionId: exhibition.exhibitionId, journalId: saved.id })
    })

  const sendLogo = (file: File) => {
    setUploading(true)
    setLogoError(undefined)
    void upload(exhibition, 'exhibitorLogo', file).then((answer) => {
      setUploading(false)
      if ('error' in answer) {
        setLogoError(answer.error)
        endCrop()
        return
      }
      endCrop()
      form.set('logoFileId', answer.file.fileId)
      setLogo({ fileId: answer.file.fileId, link: answer.file.link, thumbLink: answer.file.thumbLink })
    })
  }
  const endCrop = () =>
    setCropping((open) => {
      open?.picture.close()
      return null
    })
  // A picture of an allowed kind that this browser can decode goes to the crop step; anything else is sent as it is,
  // so the server judges it and its words are shown under the picker.
  const chooseLogo = (file: File) => {
    setLogoError(undefined)
    const rule = formConfig?.uploads.exhibitorLogo
    if (!rule || !croppable(file, rule.extensions) || typeof createImageBitmap !== 'function') return sendLogo(file)
    setUploading(true)
    createImageBitmap(file, { imageOrientation: 'from-image' }).then(
      (picture) => {
        setUploading(false)
        setCropping({ file, picture })
      },
      () => sendLogo(file),
    )
  }
  const logoRule = formConfig?.uploads.exhibitorLogo

  return (
    <ExhibitionPage stacked title={title}>
      <PortalNav here={variant === 'full' ? 'catalogue' : 'other'} />
      <Card>
        <div className={styles.stack} data-part="catalogue-state">
          <p className={parts.badges}>
            <ReviewState state={entry.review.state} label={t('exh.review.catalogue')} />
            {entry.status === 'draft' && entry.id && <span className={parts.pill}>{t('exh.catalogue.draftKept')}</span>}
          </p>
          {entry.review.state === 'rejected' && entry.review.reason && (
            <p role="alert" className={styles.formAlert}>
              {t('exh.review.reason', { reason: entry.review.reason })}
            </p>
          )}
          <p className={parts.muted}>{t('exh.catalogue.intro')}</p>
          <nav className={parts.nav} aria-label={t('exh.catalogue.parts')}>
            {variant !== 'full' && (
              <RouteLink className={parts.link} path="/user-center/exhibitorReport">
                {t('exh.catalogue.whole')}
              </RouteLink>
            )}
            {variant !== 'logo' && (
              <RouteLink className={parts.link} path="/user-center/exhibitorLogo">
                {t('exh.catalogue.logoOnly')}
              </RouteLink>
            )}
            {variant !== 'noImg' && (
              <RouteLink className={parts.link} path="/user-center/exhibitorReportNoImg">
                {t('exh.catalogue.wordsOnly')}
              </RouteLink>
            )}
          </nav>
        </div>
      </Card>
      <Card title={t('exh.catalogue.entry')}>
        <form
          className={styles.stack}
          noValidate
          data-part="catalogue-form"
          onSubmit={(event) => {
            event.preventDefault()
            save(true)
          }}
        >
          {variant !== 'logo' &&
            TEXTS.map(({ field, long, max, type }) =>
              long ? (
                <TextArea
                  key={field}
                  label={t(`exh.catalogue.fields.${field}`)}
                  hint={t('exh.catalogue.introHint')}
                  maxLength={max}
                  value={values[field] as string}
                  onChange={(value) => form.set(field, value)}
                  error={errors[field]}
                />
              ) : (
                <TextField key={field} label={t(`exh.catalogue.fields.${field}`)} type={type ?? 'text'} maxLength={max} value={values[field] as string} onChange={(value) => form.set(field, value)} error={errors[field]} />
              ),
            )}
          {variant !== 'noImg' && (
            <div className={styles.stack} data-part="logo">
              {logo ? <img className={styles.logo} src={fileHref(logo.link)} alt={t('exh.catalogue.logoAlt')} /> : <p className={parts.muted}>{t('exh.catalogue.noLogo')}</p>}
              <FilePicker
                label={t(logo ? 'exh.catalogue.replaceLogo' : 'exh.catalogue.chooseLogo')}
                hint={uploadHint(formConfig, 'exhibitorLogo')}
                accept={acceptOf(formConfig, 'exhibitorLogo') || '.png,.jpg,.jpeg'}
                error={logoError ?? errors.logoFileId}
                busy={uploading}
                onFile={chooseLogo}
              />
              {cropping && logoRule && (
                <Suspense fallback={null}>
                  <LogoCropDialog
                    file={cropping.file}
                    picture={cropping.picture}
                    rule={logoRule}
                    busy={uploading}
                    onCropped={sendLogo}
                    onWhole={() => sendLogo(cropping.file)}
                    onCancel={endCrop}
                  />
                </Suspense>
              )}
            </div>
          )}
          {variant !== 'logo' && (
            <div className={styles.stack} data-part="initiative">
              <h2 className={parts.subheading}>{t('exh.catalogue.initiativeHeading')}</h2>
              {formConfig?.initiativeLetter && <p className={styles.letter}>{formConfig.initiativeLetter}</p>}
              <Checkbox
                label={t('exh.catalogue.initiativeTick')}
                checked={values.initiativeLetterAccepted}
                onChange={(checked) => form.set('initiativeLetterAccepted', checked)}
                error={errors.initiativeLetterAccepted}
              />
            </div>
          )}
          {errors._form && (
            <p role="alert" className={styles.formAlert}>
              {errors._form}
            </p>
          )}
          {staff ? (
            <p className={parts.muted} data-part="staff-note">
              {t('exh.staffReadOnly')}
            </p>
          ) : (
            <div className={parts.actions}>
              <Button variant="secondary" loading={busy} onClick={() => save(false)}>
                {t('exh.catalogue.saveDraft')}
              </Button>
              <Button type="submit" loading={busy} debounce>
                {t('exh.catalogue.submit')}
              </Button>
            </div>
          )}
        </form>
      </Card>
      {variant === 'full' && !staff && earlier && earlier.length > 0 && (
        <Card title={t('exh.catalogue.history')}>
          <ul className={styles.list} data-part="journal-history">
            {earlier.map((old) => (
              <li key={old.id}>
                <div className={styles.rowHead}>
                  <div>
                    <p className={styles.name}>{language === 'en' && old.nameEn ? old.nameEn : old.nameCn}</p>
                    <p className={parts.muted}>{old.exhibitionTitle}</p>
                  </div>
                  <Button variant="secondary" aria-label={t('exh.catalogue.copyOf', { fair: old.exhibitionTitle })} onClick={() => void copyFromHistory(exhibition, form, old.id).then((copied) => copied && setLogo(copied.logo))}>
                    {t('exh.catalogue.copy')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </ExhibitionPage>
  )
}
