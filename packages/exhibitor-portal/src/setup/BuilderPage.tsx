import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { withdrawNotice } from '@fairpass/core/http'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { SPECIAL_BUILD_DRAWINGS_MAX, SPECIAL_BUILD_FLOOR_LOAD_MAX, SPECIAL_BUILD_HEIGHT_MAX_M } from '@fairpass/core/validation'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Button, Card, Pending, Select, TextField } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import { fileHref } from '../shared/api'
import { FilePicker } from '../shared/FilePicker'
import { refusalFields } from '../shared/form'
import type { InExhibition } from '../shared/portalPage'
import * as styles from '../shared/portal.css'
import { useIsStaff } from '../shared/useRole'
import { AnnouncingSetupForm } from './AnnouncingSetupForm'
import { NotNeeded } from './NotNeeded'
import { SetupPage } from './SetupPage'
import { uploadSetupFile } from './setupApi'
import { boardOf, buildValuesOf, createBuildForm, saveBuild, type BuildValues } from './setupStore'

const TEXTS: { field: keyof BuildValues; type?: 'tel' | 'email'; max: number; optional?: boolean }[] = [
  { field: 'builderName', max: 100 },
  { field: 'builderContact', max: 50 },
  { field: 'builderMobile', type: 'tel', max: 20 },
  { field: 'builderEmail', type: 'email', max: 100, optional: true },
]

/**
 * /builder: the special build of one of the company's bare-space booths (the booth in `boothId`, else the first):
 * the builder and its contact, the height (at most 5 m) and floor load (at most 5000 kg/m²) with each limit beside its
 * field, and the construction drawings (pdf or ai, at most 10 MB each). Read-only for staff and after the final submission.
 */
export function BuilderPage({ exhibition, boothId }: InExhibition & { boothId?: string }) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const board = boardOf(exhibition)
  const { status, data, error } = useStore(board.$store)
  const staff = useIsStaff(exhibition)
  const builds = data?.specialBuilds ?? []
  const chosen = builds.find((entry) => entry.booth.id === boothId) ?? builds[0] ?? null
  const chosenId = chosen?.booth.id ?? ''
  const form = useMemo(() => createBuildForm(exhibition, () => chosenId), [exhibition, chosenId])
  const { values, errors, busy } = useStore(form.$form)
  const [filledFor, setFilledFor] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | undefined>()

  useEffect(() => {
    void board.load()
  }, [board, language])
  useEffect(() => form.reword(), [form, language])
  useEffect(() => {
    if (chosen && filledFor !== chosen.booth.id) {
      form.fill(buildValuesOf(chosen.build))
      setFilledFor(chosen.booth.id)
    }
  }, [chosen, filledFor, form])

  const title = t('exh.setup.builder.heading')
  if (!data || (chosen && filledFor !== chosen.booth.id)) {
    return (
      <SetupPage title={title}>
        <Pending status={status} error={error} onRetry={() => void board.retry()} loading={t('exh.loading')} />
      </SetupPage>
    )
  }
  if (!chosen) {
    return (
      <SetupPage title={title}>
        <NotNeeded text={t('exh.setup.builder.noBareSpace')} />
      </SetupPage>
    )
  }

  const readOnly = staff || data.locked
  const boothName = (entry: (typeof builds)[number]) => `${entry.booth.hall}-${entry.booth.boothNo}`
  const addDrawing = (file: File) => {
    setUploading(true)
    setUploadError(undefined)
    uploadSetupFile(exhibition, 'boothDrawing', file)
      .then((uploaded) => form.set('drawings', [...form.$form.get().values.drawings, { fileId: uploaded.fileId, link: uploaded.link, thumbLink: null }]))
      .catch((failure: unknown) => {
        const fields = refusalFields(failure)
        if (!fields) return
        withdrawNotice(failure)
        setUploadError(fields.file ?? fields._form ?? Object.values(fields)[0])
      })
      .finally(() => setUploading(false))
  }

  return (
    <SetupPage title={title}>
      <AnnouncingSetupForm
        part="build-form"
        locked={data.locked}
        staff={staff}
        error={errors._form}
        busy={busy}
        save={t('exh.setup.builder.save')}
        onSave={() => saveBuild(exhibition, form, chosen.booth.id)}
        saved={{ event: 'fair-exhibitor-build-saved', detail: { exhibitionId: exhibition.exhibitionId, boothId: chosen.booth.id } }}
      >
        <Card>
          <div className={styles.stack}>
            {builds.length > 1 ? (
              <Select
                label={t('exh.setup.builder.booth')}
                value={chosen.booth.id}
                options={builds.map((entry) => ({ value: entry.booth.id, label: t('exh.setup.builder.boothOption', { booth: boothName(entry), area: entry.booth.area }) }))}
                onChange={(value) => router.navigate('/builder', { boothId: value }, { replace: true })}
              />
            ) : (
              <p className={parts.note} data-part="build-booth">
                {t('exh.setup.builder.boothLine', { booth: boothName(chosen), area: chosen.booth.area })}
              </p>
            )}
            {chosen.build && <p className={parts.muted}>{t('exh.setup.builder.updatedAt', { when: formatFairDateTime(chosen.build.updatedAt, language) })}</p>}
            {TEXTS.map(({ field, type, max, optional }) => (
              <TextField
                key={field}
                label={t(`exh.setup.builder.${field}`)}
                type={type}
                required={!optional}
                disabled={readOnly}
                maxLength={max}
                value={values[field] as string}
                onChange={(value) => form.set(field, value)}
                error={errors[field]}
              />
            ))}
            <TextField
              label={t('exh.setup.builder.heightM')}
              inputMode="decimal"
              required
              disabled={readOnly}
              maxLength={6}
              hint={t('exh.setup.builder.heightHint', { n: SPECIAL_BUILD_HEIGHT_MAX_M })}
              value={values.heightM}
              onChange={(value) => form.set('heightM', value)}
              error={errors.heightM}
            />
            <TextField
              label={t('exh.setup.builder.floorLoad')}
              inputMode="decimal"
              required
              disabled={readOnly}
              maxLength={7}
              hint={t('exh.setup.builder.floorLoadHint', { n: SPECIAL_BUILD_FLOOR_LOAD_MAX })}
              value={values.floorLoadKgM2}
              onChange={(value) => form.set('floorLoadKgM2', value)}
              error={errors.floorLoadKgM2}
            />
          </div>
        </Card>
        <Card title={t('exh.setup.builder.drawings')}>
          <div className={styles.stack} data-part="drawings">
            {values.drawings.length > 0 && (
              <ul className={styles.list}>
                {values.drawings.map((drawing, index) => (
                  <li key={drawing.fileId} className={parts.actions}>
                    <a className={parts.link} href={fileHref(drawing.link)} target="_blank" rel="noopener noreferrer">
                      {t('exh.setup.builder.drawingN', { n: index + 1 })}
                    </a>
                    {!readOnly && (
                      <Button
                        variant="text"
                        aria-label={t('exh.setup.builder.removeDrawingN', { n: index + 1 })}
                        onClick={() => form.set('drawings', values.drawings.filter((other) => other.fileId !== drawing.fileId))}
                      >
                        {t('exh.setup.builder.removeDrawing')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {!readOnly && values.drawings.length < SPECIAL_BUILD_DRAWINGS_MAX && (
              <FilePicker
                label={t('exh.setup.builder.addDrawing', { n: values.drawings.length, max: SPECIAL_BUILD_DRAWINGS_MAX })}
                hint={t('exh.setup.builder.drawingHint')}
                accept=".pdf,.ai"
                error={uploadError ?? errors.drawings}
                busy={uploading}
                onFile={addDrawing}
              />
            )}
          </div>
        </Card>
      </AnnouncingSetupForm>
    </SetupPage>
  )
}
