import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language, $session } from '@fairpass/core/session'
import { formatFairTime } from '@fairpass/core/utils'
import { Button, Card, ExhibitionPage, TextField } from '@fairpass/ui'
import { CustomerFacts } from '../shared/CustomerFacts'
import { MembershipGate } from '../shared/MembershipGate'
import type { InExhibition } from '../shared/toolPage'
import { ToolNav } from '../shared/ToolNav'
import * as parts from '../shared/page.css'
import { CameraScanner } from './CameraScanner'
import { createCodeForm, queueTypedCode, scannerOf, type Scanner } from './scanStore'
import * as styles from './ScanPage.css'

/**
 * /scanCodePage: a visitor's entry QR or badge read by the camera, or its code typed; each scan is kept on the phone
 * first and sent from there, so a dead network only delays it. Shows the lead the server made of the newest one.
 */
export function ScanPage({ exhibition }: InExhibition) {
  const t = useT()
  const userId = useStore($session).userId ?? ''
  const scanner = scannerOf(exhibition, userId)
  return (
    <ExhibitionPage stacked title={t('customers.scan.heading')}>
      <ToolNav here="scan" />
      <MembershipGate exhibition={exhibition} offline>
        {(access) => <Scanning scanner={scanner} exhibition={exhibition} offlineAtStart={access === 'offline'} />}
      </MembershipGate>
    </ExhibitionPage>
  )
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine !== false)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false)
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return online
}

function Scanning({ scanner, exhibition, offlineAtStart }: InExhibition & { scanner: Scanner; offlineAtStart: boolean }) {
  const t = useT()
  const { emit } = useArea()
  const language = useStore($language)
  const online = useOnline()
  const exhibitionId = exhibition.exhibitionId
  const form = useMemo(() => createCodeForm(exhibition), [exhibition])
  const { values, errors } = useStore(form.$form)
  const scans = useStore(scanner.queue.$scans)
  const syncing = useStore(scanner.queue.$syncing)
  const accepted = useStore(scanner.$accepted)
  const newest = accepted[0]
  useEffect(() => form.reword(), [form, language])
  useEffect(() => scanner.queue.start(), [scanner])
  // Each capture the server made while this page was open, told to the host page once.
  useEffect(
    () =>
      scanner.$accepted.listen((list, before) => {
        const fresh = list[0]
        if (!fresh || fresh === before?.[0] || fresh.result.replayed) return
        emit('fair-customer-captured', { exhibitionId, customerId: fresh.result.customer.id, created: fresh.result.created, source: 'qr' })
      }),
    [scanner, emit, exhibitionId],
  )
  // Opened without a network (the membership check failed with no answer): so until the browser says it is back.
  const [unreachable, setUnreachable] = useState(offlineAtStart)
  useEffect(() => {
    const back = () => setUnreachable(false)
    window.addEventListener('online', back)
    return () => window.removeEventListener('online', back)
  }, [])
  const pending = scans.filter((scan) => scan.state === 'pending')
  const refused = scans.filter((scan) => scan.state === 'refused')

  return (
    <>
      {(!online || unreachable) && (
        <p role="status" className={parts.note} data-part="offline">
          {t('customers.scan.offline')}
        </p>
      )}
      <Card title={t('customers.scan.cameraHeading')}>
        <CameraScanner onCode={(code) => void scanner.queue.add(code, 'camera')} />
      </Card>
      <Card title={t('customers.scan.typeHeading')}>
        <form
          className={parts.stack}
          noValidate
          data-part="code-form"
          onSubmit={(event) => {
            event.preventDefault()
            void queueTypedCode(scanner, form)
          }}
        >
          <TextField
            label={t('customers.scan.code')}
            hint={t('customers.scan.codeHint')}
            autoComplete="off"
            required
            value={values.code}
            onChange={(value) => form.set('code', value)}
            error={errors.code}
          />
          <div className={parts.actions}>
            <Button type="submit">{t('customers.scan.add')}</Button>
          </div>
        </form>
      </Card>
      {newest && (
        <Card title={t(newest.result.created ? 'customers.scan.newLead' : 'customers.scan.knownLead')}>
          <div className={parts.stack} data-part="scanned-customer" data-state={newest.result.created ? 'created' : 'known'}>
            <CustomerFacts person={newest.result.customer} />
            <div className={parts.actions}>
              <RouteLink className={parts.link} path="/custDetailInfoPage" query={{ id: newest.result.customer.id }}>
                {t('customers.scan.openLead')}
              </RouteLink>
            </div>
          </div>
        </Card>
      )}
      {scans.length > 0 && (
        <Card title={t('customers.scan.queueHeading', { n: pending.length })}>
          <div className={parts.stack} data-part="scan-queue" data-state={syncing ? 'syncing' : pending.length ? 'pending' : 'idle'}>
            {pending.length > 0 && <p className={parts.muted}>{t('customers.scan.queueIntro')}</p>}
            <ul className={styles.queue}>
              {[...pending, ...refused].map((scan) => (
                <li key={scan.id} className={styles.queued} data-state={scan.state} data-part="queued-scan">
                  <span className={styles.code}>{scan.code}</span>
                  <span className={parts.muted}>
                    {t(scan.state === 'pending' ? 'customers.scan.pending' : 'customers.scan.refused', {
                      time: formatFairTime(scan.scannedAt, language, { seconds: true }),
                    })}
                  </span>
                  {scan.reason && (
                    <span role="alert" className={parts.alert}>
                      {scan.reason}
                    </span>
                  )}
                  {scan.state === 'refused' && (
                    <div className={parts.actions}>
                      <Button variant="text" aria-label={t('customers.scan.dismissOf', { code: scan.code })} onClick={() => void scanner.queue.dismiss(scan.id)}>
                        {t('customers.scan.dismiss')}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
            {pending.length > 0 && (
              <div className={parts.actions}>
                <Button variant="secondary" loading={syncing} onClick={() => void scanner.queue.sync()}>
                  {t('customers.scan.sendNow')}
                </Button>
              </div>
            )}
          </div>
        </Card>
      )}
    </>
  )
}
