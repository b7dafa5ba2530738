import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { perExhibition, resource } from '@fairpass/core/resource'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, Pending } from '@fairpass/ui'
import { capOf, groupOf } from '../group/groupStore'
import { fetchJoinLink } from '../shared/api'
import { CopyableAddress } from '../shared/CopyableAddress'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import { joinUrl } from './joinUrl'

const joinLinkOf = perExhibition((ref) => resource(() => fetchJoinLink(ref), { isEmpty: () => false }))

/** /groupManagement/qrCode: what members scan (or open) to register and join the group. */
export function QrCodePage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const link = joinLinkOf(exhibition)
  const group = groupOf(exhibition)
  const { status, data, error } = useStore(link.$store)
  const details = useStore(group.$store).data

  useEffect(() => {
    void link.load()
    void group.load()
  }, [link, group, language])

  const address = data ? joinUrl(data) : ''

  return (
    <ExhibitionPage stacked title={t('groups.qr.heading')}>
      <GroupNav here="qr" />
      {data ? (
        <Card>
          <div className={parts.stack} data-part="join-link">
            {details && <p className={parts.muted}>{t('groups.qr.intro', { name: details.name })}</p>}
            {details && capOf(details).full && (
              <p role="status" className={parts.alert}>
                {t('groups.qr.full')}
              </p>
            )}
            <CopyableAddress
              address={address}
              qr={{ label: t('groups.qr.label', { name: details?.name ?? '' }), size: 220 }}
              words={{ label: 'groups.qr.link', copy: 'groups.qr.copy', copied: 'groups.qr.copied', copyFailed: 'groups.qr.copyFailed' }}
            />
          </div>
        </Card>
      ) : (
        <Pending status={status} error={error} onRetry={() => void link.retry()} loading={t('groups.loading')} />
      )}
    </ExhibitionPage>
  )
}
