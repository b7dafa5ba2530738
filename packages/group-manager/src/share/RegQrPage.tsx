import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, Pending } from '@fairpass/ui'
import { saveRegisterLink } from '../channels/api'
import { CHANNEL_COPY_WORDS } from '../channels/ChannelDetailPage'
import { ChannelNav } from '../channels/ChannelNav'
import { joinUrl } from '../qrCode/joinUrl'
import { CopyableAddress } from '../shared/CopyableAddress'
import type { InExhibition } from '../shared/groupPage'
import * as parts from '../shared/page.css'

/** /regQRcode: the person's own registration link (remembered by the server) as a QR code, to show or copy. */
export function RegQrPage({ exhibition, sourceCode }: InExhibition & { sourceCode?: string }) {
  const t = useT()
  const language = useStore($language)
  const link = useMemo(() => resource(() => saveRegisterLink(exhibition, sourceCode), { isEmpty: () => false }), [exhibition, sourceCode])
  const { status, data, error } = useStore(link.$store)

  useEffect(() => {
    void link.load()
  }, [link, language])

  const address = data ? joinUrl(data) : ''

  return (
    <ExhibitionPage stacked title={t('share.qrHeading')}>
      <ChannelNav here="regQr" />
      {data ? (
        <Card>
          <div className={parts.stack} data-part="reg-qr">
            <CopyableAddress address={address} qr={{ label: t('share.qrLabel'), size: 240 }} words={{ ...CHANNEL_COPY_WORDS, label: 'share.link' }} />
          </div>
        </Card>
      ) : (
        <Pending status={status} error={error} onRetry={() => void link.retry()} loading={t('channels.loading')} />
      )}
    </ExhibitionPage>
  )
}
