import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, Pending, QrCode } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import * as styles from '../shared/portal.css'
import { useIsStaff } from '../shared/useRole'
import { InvitationPreview } from './InvitationPreview'
import { vipLink } from './vipApi'
import { templatesOf, vipInviteOf } from './vipStore'

/**
 * /exhibitorSelfService/inviteVIP: the company's invitation as buyers get it (wording and image), its link and QR
 * code to share, and the ways on: edit the wording, send it by SMS or e-mail, see who came by it.
 */
export function InviteVipPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const invite = vipInviteOf(exhibition)
  const templates = templatesOf(exhibition)
  const { status, data, error } = useStore(invite.$store)
  const shownTemplates = useStore(templates.$store).data
  const staff = useIsStaff(exhibition)

  useEffect(() => {
    void invite.load()
    void templates.load()
  }, [invite, templates, language])

  if (!data) {
    return (
      <ExhibitionPage stacked title={t('exh.vip.invite.heading')}>
        <PortalNav here="buyers" />
        <Pending status={status} error={error} onRetry={() => void invite.retry()} loading={t('exh.loading')} />
      </ExhibitionPage>
    )
  }
  const link = vipLink(data)
  const template = shownTemplates?.find((row) => row.id === data.templateId) ?? null
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => notify(t('exh.vip.invite.copied'), 'success'),
      () => notify(t('exh.vip.invite.copyFailed'), 'error'),
    )
  }
  return (
    <ExhibitionPage stacked title={t('exh.vip.invite.heading')}>
      <PortalNav here="buyers" />
      <Card title={t('exh.vip.invite.yours')}>
        <div className={styles.stack}>
          <InvitationPreview exhibition={exhibition} template={template} wordingCn={data.wordingCn} wordingEn={data.wordingEn} imageLink={data.image?.link ?? ''} link={link} />
          {!staff && (
            <RouteLink className={parts.link} path="/exhibitorSelfService/invitationTemplate">
              {t('exh.vip.links.edit')}
            </RouteLink>
          )}
        </div>
      </Card>
      <Card title={t('exh.vip.invite.share')}>
        <div className={styles.stack} data-part="vip-share">
          <p className={parts.muted}>{t('exh.vip.invite.shareIntro')}</p>
          <QrCode value={link} label={t('exh.vip.invite.qr')} size={180} />
          <a className={`${parts.link} ${styles.breakAnywhere}`} href={link} data-part="vip-link">
            {link}
          </a>
          <div className={parts.actions}>
            <Button variant="secondary" onClick={copy}>
              {t('exh.vip.invite.copy')}
            </Button>
          </div>
        </div>
      </Card>
      <Card>
        <p className={parts.nav}>
          {!staff && (
            <RouteLink className={parts.link} path="/exhibitorSelfService/inviteVIP/inviteForm">
              {t('exh.vip.links.send')}
            </RouteLink>
          )}
          <RouteLink className={parts.link} path="/exhibitorSelfService/invitingBuyers/list">
            {t('exh.vip.links.list')}
          </RouteLink>
        </p>
      </Card>
    </ExhibitionPage>
  )
}
