import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { FASCIA_CN_MAX, FASCIA_EN_MAX } from '@fairpass/core/validation'
import { Card, Pending, TextField } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import * as styles from '../shared/portal.css'
import { useIsStaff } from '../shared/useRole'
import { AnnouncingSetupForm } from './AnnouncingSetupForm'
import { FasciaPreview } from './FasciaPreview'
import { NotNeeded } from './NotNeeded'
import { SetupPage } from './SetupPage'
import { boardInput, boardOf, boardValuesOf, createBoardForm, saveBoard } from './setupStore'

const COUNTS = ['shelves', 'hangingRods', 'flowTables'] as const

/**
 * /exhibitorSelfService/information/info: the fascia (lintel) board text in Chinese and English with a live preview of
 * the board on the booth, and the free shelves, hanging rods and flow tables, each limit of the company's standard
 * area beside its field. Read-only for staff and after the final submission.
 */
export function BoardPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const board = boardOf(exhibition)
  const { status, data, error } = useStore(board.$store)
  const staff = useIsStaff(exhibition)
  const form = useMemo(() => createBoardForm(exhibition, () => board.$store.get().data?.limits ?? null), [exhibition, board])
  const { values, errors, busy } = useStore(form.$form)
  const [filled, setFilled] = useState(false)

  useEffect(() => {
    void board.load()
  }, [board, language])
  useEffect(() => form.reword(), [form, language])
  useEffect(() => {
    if (!filled && data) {
      form.fill(boardValuesOf(data))
      setFilled(true)
    }
  }, [filled, data, form])

  const title = t('exh.setup.board.heading')
  if (!data || !filled) {
    return (
      <SetupPage title={title}>
        <Pending status={status} error={error} onRetry={() => void board.retry()} loading={t('exh.loading')} />
      </SetupPage>
    )
  }

  const limits = data.limits
  if (!limits) {
    return (
      <SetupPage title={title}>
        <NotNeeded text={t('exh.setup.board.noStandard')} />
      </SetupPage>
    )
  }

  const readOnly = staff || data.locked
  const input = boardInput(values).furniture
  const used = (Number.isFinite(input.shelves) ? input.shelves : 0) + (Number.isFinite(input.hangingRods) ? input.hangingRods : 0)
  const standard = data.booths.filter((booth) => booth.type === 'standard')
  const hints: Record<(typeof COUNTS)[number], string> = {
    shelves: t('exh.setup.board.rodsHint', { n: limits.maxShelvesAndRods, used }),
    hangingRods: t('exh.setup.board.rodsHint', { n: limits.maxShelvesAndRods, used }),
    flowTables: t('exh.setup.board.tablesHint', { n: limits.maxFlowTables }),
  }
  return (
    <SetupPage title={title}>
      <AnnouncingSetupForm
        part="board-form"
        locked={data.locked}
        staff={staff}
        error={errors._form}
        busy={busy}
        save={t('exh.setup.board.save')}
        onSave={() => saveBoard(exhibition, form)}
        saved={{ event: 'fair-exhibitor-board-saved', detail: { exhibitionId: exhibition.exhibitionId, shelves: input.shelves, hangingRods: input.hangingRods, flowTables: input.flowTables } }}
      >
        <Card title={t('exh.setup.board.fascia')}>
          <div className={styles.stack}>
            <TextField
              label={t('exh.setup.board.textCn')}
              required
              disabled={readOnly}
              maxLength={FASCIA_CN_MAX}
              hint={t('exh.setup.board.hintCn', { n: FASCIA_CN_MAX })}
              value={values.textCn}
              onChange={(value) => form.set('textCn', value)}
              error={errors.textCn}
            />
            <TextField
              label={t('exh.setup.board.textEn')}
              required
              disabled={readOnly}
              maxLength={FASCIA_EN_MAX}
              hint={t('exh.setup.board.hintEn', { n: FASCIA_EN_MAX })}
              value={values.textEn}
              onChange={(value) => form.set('textEn', value)}
              error={errors.textEn}
            />
            <FasciaPreview
              textCn={values.textCn}
              textEn={values.textEn}
              booth={standard.map((booth) => `${booth.hall}-${booth.boothNo}`).join(' / ')}
              shelves={input.shelves}
              hangingRods={input.hangingRods}
              flowTables={input.flowTables}
              maxShelvesAndRods={limits.maxShelvesAndRods}
              maxFlowTables={limits.maxFlowTables}
            />
          </div>
        </Card>
        <Card title={t('exh.setup.board.furniture')}>
          <div className={styles.stack}>
            <p className={parts.note} data-part="furniture-limits">
              {t('exh.setup.board.limits', { area: limits.standardArea, rods: limits.maxShelvesAndRods, tables: limits.maxFlowTables })}
            </p>
            <p className={parts.muted}>{t('exh.setup.board.rule')}</p>
            {COUNTS.map((field) => (
              <TextField
                key={field}
                label={t(`exh.setup.board.${field}`)}
                inputMode="numeric"
                required
                disabled={readOnly}
                maxLength={3}
                hint={hints[field]}
                value={values[field]}
                onChange={(value) => {
                  form.set(field, value)
                  // Shelves and rods share one limit, told under the shelves: a change of either answers it.
                  if (field !== 'flowTables') {
                    const { shelves: _shelves, hangingRods: _rods, ...others } = form.$form.get().errors
                    form.setErrors(others)
                  }
                }}
                error={errors[field]}
              />
            ))}
          </div>
        </Card>
      </AnnouncingSetupForm>
    </SetupPage>
  )
}
