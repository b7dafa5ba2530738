import { useT } from '@fairpass/core/i18n'
import { useEffect, useState } from 'react'
import './messages'
import { Spinner } from '../Spinner/Spinner'
import { renderQrSvg } from './qr'
import * as styles from './QrCode.css'

export interface QrCodeProps {
  value: string
  /** Required: what the code is, for screen readers (e.g. "Admission code for Li Lei"). */
  label: string
  /** Edge length in CSS pixels. */
  size?: number
}

type QrState = { status: 'loading' } | { status: 'ready'; svg: string } | { status: 'error' }

export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const t = useT()
  const [state, setState] = useState<QrState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    renderQrSvg(value).then(
      (svg) => current && setState({ status: 'ready', svg }),
      () => current && setState({ status: 'error' }),
    )
    return () => {
      current = false
    }
  }, [value])
  const dimensions = { width: size, height: size }
  if (state.status === 'error') {
    return (
      <div className={styles.frame} style={dimensions} role="img" aria-label={label} data-state="error">
        {t('ui.qrFailed')}
      </div>
    )
  }
  if (state.status === 'loading') {
    return (
      <div className={styles.frame} style={dimensions} data-state="loading">
        <Spinner />
      </div>
    )
  }
  return (
    <div
      className={styles.frame}
      style={dimensions}
      role="img"
      aria-label={label}
      data-state="ready"
      // Markup produced by the qrcode library from the value, not user HTML.
      dangerouslySetInnerHTML={{ __html: state.svg }}
    />
  )
}
