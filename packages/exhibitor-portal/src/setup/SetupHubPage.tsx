import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Button, Card, Dialog, Pending } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import * as styles from '../shared/portal.css'
import { useIsStaff } from '../shared/useRole'
import { SetupLocked } from './SetupLocked'
import { SetupPage } from './SetupPage'
import * as hub from './SetupHubPage.css'
import { $finalSubmit, boardOf, finalSubmit, resetFinalSubmit, setupStatusOf } from './setupStore'

type PartState = 'done' | 'missing' | 'notNeeded'

function PartRow({ path, query, label, state }: { path: string; query?: Record<string, string>; label: string; state: PartState | null }) {
  const t = useT()
  return (
    <li className={hub.part} data-state={state ?? 'info'}>
      <RouteLink className={parts.link} path={path} query={query}>
        {label}
      </RouteLink>
      {state && (
        <span className={parts.pill} data-state={state === 'done' ? 'approved' : state === 'missing' ? 'pending' : 'none'}>
          {t(`exh.setup.hub.${state}`)}
        </span>
      )}
    </li>
  )
}

/**
 * /exhibitorSelfService/information: the booth setup's hub. What is done and what the final submission still needs
 * (the server's setupStatus), a way into each part, and the final submission behind a confirmation; once made,
 * every part is read-only until the organiser reopens it.
 */
export function SetupHubPage({ exhibition }: InExhibition) {
  const t = useT()
  const area = useArea()
  const language = useStore($language)
  const status = setupStatusOf(exhibition)
  const board = boardOf(exhibition)
  const loadedStatus = useStore(status.$store)
  const loadedBoard = useStore(board.$store)
  const submitting = useStore($finalSubmit)
  const staff = useIsStaff(exhibition)
  const [confirming, setConfirming] = useState(false)

  useEffect(() => {
    void status.load()
    void board.load()
  }, [status, board, language])
  useEffect(() => resetFinalSubmit, [])

  const title = t('exh.setup.hub.heading')
  const setup = loadedStatus.data
  const view = loadedBoard.data
  if (!setup || !view) {
    const failed = loadedStatus.status === 'failed' ? loadedStatus : loadedBoard.status === 'failed' ? loadedBoard : null
    return (
      <SetupPage title={title}>
        <Pending
          status={failed ? 'failed' : 'loading'}
          error={failed?.error}
          onRetry={() => {
            void status.retry()
            void board.retry()
          }}
          loading={t('exh.loading')}
        />
      </SetupPage>
    )
  }

  const submitted = setup.state === 'submitted'
  const missingBuild = new Set(setup.missing.filter((entry) => entry.part === 'specialBuild').map((entry) => entry.boothId))
  const boardState: PartState = !view.limits ? 'notNeeded' : view.fascia ? 'done' : 'missing'
  const close = (open: boolean) => {
    setConfirming(open)
    if (!open) resetFinalSubmit()
  }

  return (
    <SetupPage title={title}>
      <Card title={t('exh.setup.hub.status')}>
        <div className={styles.stack} data-part="setup-status" data-state={setup.state}>
          <p className={parts.badges}>
            <span className={parts.pill} data-state={submitted ? 'approved' : 'draft'}>
              {t(submitted ? 'exh.setup.hub.submitted' : 'exh.setup.hub.open')}
            </span>
          </p>
          <p className={parts.muted}>{t('exh.setup.hub.booths', { count: view.boothCount, area: view.totalArea })}</p>
          {submitted && setup.submittedAt && <p className={parts.note}>{t('exh.setup.hub.submittedAt', { when: formatFairDateTime(setup.submittedAt, language) })}</p>}
          {!submitted && setup.reopenedAt && <p className={parts.muted}>{t('exh.setup.hub.reopenedAt', { when: formatFairDateTime(setup.reopenedAt, language) })}</p>}
          {submitted ? <SetupLocked /> : <p className={parts.note}>{t('exh.setup.hub.intro')}</p>}
        </div>
      </Card>
      <Card title={t('exh.setup.hub.parts')}>
        <ul className={styles.list} data-part="setup-parts">
          <PartRow path="/exhibitorSelfService/information/info" label={t('exh.setup.hub.board')} state={boardState} />
          {view.specialBuilds.map((entry) => (
            <PartRow
              key={entry.booth.id}
              path="/builder"
              query={{ boothId: entry.booth.id }}
              label={t('exh.setup.hub.build', { booth: `${entry.booth.hall}-${entry.booth.boothNo}` })}
              state={entry.build && !missingBuild.has(entry.booth.id) ? 'done' : 'missing'}
            />
          ))}
          <PartRow path="/exhibitorSelfService/information/manualAll/manual" label={t('exh.setup.hub.documents')} state={null} />
        </ul>
      </Card>
      {!submitted && (
        <Card title={t('exh.setup.hub.submit')}>
          <div className={styles.stack} data-part="final-submission">
            {setup.missing.length > 0 ? (
              <>
                <p className={parts.note}>{t('exh.setup.hub.missingTitle')}</p>
                <ul className={hub.missing} data-part="setup-missing">
                  {setup.missing.map((entry) => (
                    <li key={`${entry.part}-${entry.boothId ?? ''}`}>{entry.message}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className={parts.note}>{t('exh.setup.hub.complete')}</p>
            )}
            {staff ? (
              <p className={parts.muted}>{t('exh.staffReadOnly')}</p>
            ) : (
              <div className={parts.actions}>
                <Button onClick={() => setConfirming(true)}>{t('exh.setup.hub.submit')}</Button>
              </div>
            )}
          </div>
        </Card>
      )}
      <Dialog
        open={confirming}
        onOpenChange={close}
        title={t('exh.setup.hub.confirmTitle')}
        description={t('exh.setup.hub.confirmText')}
        footer={
          <>
            <Button
              loading={submitting.busy}
              onClick={() =>
                void finalSubmit(exhibition).then((done) => {
                  if (!done) return
                  setConfirming(false)
                  area.emit('fair-exhibitor-setup-submitted', { exhibitionId: exhibition.exhibitionId, submittedAt: done.submittedAt ?? '' })
                })
              }
            >
              {t('exh.setup.hub.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('exh.cancel')}
            </Button>
          </>
        }
      >
        {submitting.refusal && (
          <p role="alert" className={styles.formAlert} data-part="final-refusal">
            {submitting.refusal}
          </p>
        )}
      </Dialog>
    </SetupPage>
  )
}
