import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, Card, Dialog, ExhibitionPage, Spinner, LoadFailed } from '@fairpass/ui'
import type { InExhibition } from '../shared/inExhibition'
import { RouteLink } from '@fairpass/core/router'
import * as parts from '@fairpass/ui/parts'
import * as shared from '../shared/wallet.css'
import './messages'
import { $takeBackBusy, copyText, giftLinkUrl, giftOf, takeBack, waitingOf } from './giveStore'
import * as styles from './GivePage.css'

/** /give/:id: one gift as its giver sees it: the link to pass on, what was received, and taking back the rest. */
export function GiftPage({ id, exhibition }: { id: string } & InExhibition) {
  const t = useT()
  const language = useStore($language)
  const gift = giftOf(exhibition)
  const { status, data, error } = useStore(gift.$store)
  const busy = useStore($takeBackBusy)
  const [confirming, setConfirming] = useState(false)

  useEffect(() => {
    void gift.load(id)
  }, [gift, id, language])

  const item = data?.id === id ? data : null
  const waiting = item ? waitingOf(item) : 0
  const url = item ? giftLinkUrl(item.link, exhibition) : ''
  const open = item && item.state !== 'received' && item.state !== 'takenBack' && item.state !== 'expired'

  return (
    <ExhibitionPage stacked title={t('wallet.give.giftHeading')}>
      <RouteLink className={shared.link} path="/give">{t('wallet.give.heading')}</RouteLink>
      {!item && status === 'loading' && <Spinner showText />}
      {!item && status === 'failed' && <LoadFailed onRetry={() => void gift.load(id)} error={error} />}
      {item && (
        <>
          <Card>
            <div className={shared.stack} data-part="gift" data-state={item.state}>
              <div className={styles.rowHead}>
                <span className={shared.breakAnywhere}>{t('wallet.give.giftTo', { type: item.ticketTypeName, phone: item.phoneMasked })}</span>
                <span className={parts.pill} data-state={item.state}>
                  {t(`wallet.give.state.${item.state}`)}
                </span>
              </div>
              <p className={shared.muted} data-part="counts">
                {t('wallet.give.counts', { quantity: item.quantity, received: item.received, waiting })}
              </p>
              {item.state === 'expired' && (
                <p className={shared.muted} data-part="expired-note">
                  {t('wallet.give.expiredNote', { count: item.takenBack })}
                </p>
              )}
            </div>
          </Card>
          {open && (
            <Card title={t('wallet.give.link')}>
              <div className={shared.stack}>
                <p className={styles.linkBox} data-part="gift-link">
                  {url}
                </p>
                <Button block onClick={() => void copyText(t('wallet.give.shareText', { quantity: waiting, link: url }))}>
                  {t('wallet.give.copy')}
                </Button>
              </div>
            </Card>
          )}
          {open && waiting > 0 && (
            <Button block variant="secondary" onClick={() => setConfirming(true)}>
              {t('wallet.give.takeBack')}
            </Button>
          )}
          <Dialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('wallet.give.takeBackTitle')}
            description={t('wallet.give.takeBackText', { waiting })}
            footer={
              <>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('wallet.cancel')}
                </Button>
                <Button loading={busy} debounce onClick={() => void takeBack(exhibition, item.id).then((done) => done && setConfirming(false))}>
                  {t('wallet.give.takeBackConfirm')}
                </Button>
              </>
            }
          />
        </>
      )}
    </ExhibitionPage>
  )
}
