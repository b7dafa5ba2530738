import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, LoadFailed, QrCode } from '@fairpass/ui'
import { saveRegisterLink } from '../channels/api'
import { ChannelNav } from '../channels/ChannelNav'
import { joinUrl } from '../qrCode/joinUrl'
import type { InExhibition } from '../shared/groupPage'
import * as parts from '../shared/page.css'
import * as styles from './Share.css'

/** /regQRcode: the person's own registration link (remembered by the server) as a QR code, to show or copy. */
export function RegQrPage({ exhibition, sourceCode }: InExhibition & { sourceCode?: string }) {
  const t = useT()
  const language = useStore($language)
  const link = useMemo(() => resource(() => saveRegisterLink(exhibition, sourceCode), { isEmpty: () => false }), [exhibition, sourceCode])
  const { status, data, error } = useStore(link.$store)
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    void link.load()
  }, [link, language])

  const address = data ? joinUrl(data) : ''
  async function copy() {
    try {
      await navigator.clipboard.writeText(address)
      setCopied('copied')
    } catch {
      setCopied('failed')
    }
  }

  return (
    <ExhibitionPage stacked title={t('share.qrHeading')}>
      <ChannelNav here="regQr" />
      {data ? (
        <Card>
          <div className={parts.stack} data-part="reg-qr">
            <div className={styles.qr}>
              <QrCode value={address} label={t('share.qrLabel')} size={240} />
            </div>
            <p className={parts.factLabel}>{t('share.link')}</p>
            <p className={styles.address}>{address}</p>
            <div className={parts.actions}>
              <Button variant="secondary" onClick={() => void copy()}>
                {t('channels.detail.copy')}
              </Button>
            </div>
            {copied !== 'idle' && (
              <p role="status" className={copied === 'copied' ? parts.note : parts.alert}>
                {t(copied === 'copied' ? 'channels.detail.copied' : 'channels.detail.copyFailed')}
              </p>
            )}
          </div>
        </Card>
      ) : status === 'failed' ? (
        <LoadFailed onRetry={() => void link.retry()} error={error} />
      ) : (
        <p className={parts.muted}>{t('channels.loading')}</p>
      )}
    </ExhibitionPage>
  )
}
