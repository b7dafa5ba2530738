import { useEffect, useRef, useState } from 'react'
import { useT } from '@fairpass/core/i18n'
import { Button } from '@fairpass/ui'
import * as parts from '../shared/page.css'
import { cameraFailureOf, startCameraScan, type CameraScan } from './camera'
import * as styles from './ScanPage.css'

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable'

/** The phone camera reading badges: started by the staff member (the browser asks for the camera then), stopped on leave. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT()
  const video = useRef<HTMLVideoElement>(null)
  const running = useRef<CameraScan | null>(null)
  const latest = useRef(onCode)
  const [state, setState] = useState<CameraState>('off')
  useEffect(() => {
    latest.current = onCode
  })
  useEffect(() => () => running.current?.stop(), [])

  const start = async () => {
    if (!video.current || state === 'starting' || state === 'on') return
    setState('starting')
    try {
      running.current = await startCameraScan(video.current, (code) => latest.current(code))
      setState('on')
    } catch (error) {
      setState(cameraFailureOf(error))
    }
  }
  const stop = () => {
    running.current?.stop()
    running.current = null
    setState('off')
  }

  return (
    <div className={parts.stack} data-part="camera" data-state={state}>
      <video ref={video} className={styles.video} data-state={state} aria-label={t('customers.scan.cameraView')} muted playsInline />
      {state === 'on' && <p className={parts.muted}>{t('customers.scan.aim')}</p>}
      {(state === 'denied' || state === 'unavailable') && (
        <p role="alert" className={parts.alert}>
          {t(state === 'denied' ? 'customers.scan.denied' : 'customers.scan.unavailable')}
        </p>
      )}
      <div className={parts.actions}>
        {state === 'on' ? (
          <Button variant="secondary" onClick={stop}>
            {t('customers.scan.stop')}
          </Button>
        ) : (
          <Button loading={state === 'starting'} onClick={() => void start()}>
            {t('customers.scan.start')}
          </Button>
        )}
      </div>
    </div>
  )
}
