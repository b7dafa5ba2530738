import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { Button, Card, ExhibitionPage, FileButton } from '@fairpass/ui'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import { downloadTemplate, IMPORT_STEPS, importFile, importOf, rowReasons } from './importStore'
import * as styles from './ImportPage.css'

/** /groupManagement/operateList: the template, a spreadsheet imported, and every row that was not, with its number and why. */
export function ImportPage({ exhibition }: InExhibition) {
  const t = useT()
  const { emit } = useArea()
  const state = useStore(importOf(exhibition))
  const [template, setTemplate] = useState<'idle' | 'busy' | 'failed'>('idle')

  async function download(format: 'xlsx' | 'csv') {
    setTemplate('busy')
    setTemplate((await downloadTemplate(exhibition, format)) ? 'idle' : 'failed')
  }

  const failed = state.status === 'done' ? state.result.errors.length : 0
  const notImported = failed === 1 ? t('groups.import.errorsHeadingOne') : t('groups.import.errorsHeading', { n: failed })
  return (
    <ExhibitionPage stacked title={t('groups.import.heading')}>
      <GroupNav here="import" />
      <Card>
        <div className={parts.stack}>
          <p className={parts.muted}>{t('groups.import.intro')}</p>
          <div className={parts.actions}>
            <Button variant="secondary" loading={template === 'busy'} onClick={() => void download('xlsx')}>
              {t('groups.import.templateXlsx')}
            </Button>
            <Button variant="secondary" loading={template === 'busy'} onClick={() => void download('csv')}>
              {t('groups.import.templateCsv')}
            </Button>
          </div>
          {template === 'failed' && (
            <p role="alert" className={parts.alert}>
              {t('groups.import.downloadFailed')}
            </p>
          )}
          <FileButton variant="primary" block accept=".xlsx,.csv" busy={state.status === 'busy'} onFile={(file) => void importFile(exhibition, file, emit)}>
            {t('groups.import.choose')}
          </FileButton>
        </div>
      </Card>
      {state.status === 'busy' && (
        <Card>
          <div className={parts.stack} data-part="import-progress" data-state={state.step}>
            <p role="status" className={parts.note}>
              {t(`groups.import.progress.${state.step}`, { file: state.fileName })}
            </p>
            <progress
              className={styles.progress}
              max={IMPORT_STEPS.length}
              value={IMPORT_STEPS.indexOf(state.step) + 1}
              aria-label={t('groups.import.progress.label', { step: IMPORT_STEPS.indexOf(state.step) + 1, steps: IMPORT_STEPS.length })}
            />
          </div>
        </Card>
      )}
      {state.status === 'refused' && (
        <p role="alert" className={parts.alert} data-part="import-refused">
          {state.message}
        </p>
      )}
      {state.status === 'done' && (
        <Card>
          <div className={parts.stack} data-part="import-result" data-state={state.result.errors.length ? 'partial' : 'complete'}>
            <p role="status" className={parts.note}>
              {t('groups.import.result', { rows: state.result.rows, imported: state.result.imported })}
            </p>
            <p className={parts.muted}>{t('groups.group.count', { n: state.result.memberCount, max: state.result.memberMax })}</p>
            {state.result.errors.length > 0 && (
              <>
                <h2 className={parts.subheading}>{notImported}</h2>
                <ul className={styles.errors} aria-label={notImported}>
                  {state.result.errors.map((error) => (
                    <li key={error.row} className={styles.errorRow} data-part="import-error">
                      <strong>{t('groups.import.row', { n: error.row })}</strong>
                      <ul className={styles.reasons}>
                        {rowReasons(error.reasons).map(({ field, reason }) => (
                          <li key={field}>
                            {t(`groups.import.fields.${field}`)}: {reason}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </Card>
      )}
    </ExhibitionPage>
  )
}
