import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, QrCode, visuallyHidden, ListStates } from '@fairpass/ui'
import type { InExhibition } from '../shared/inExhibition'
import { RouteLink } from '@fairpass/core/router'
import * as shared from '../shared/wallet.css'
import './messages'
import { TicketFacts, TicketStateBadge } from './TicketFacts'
import { showsQr, walletOf } from './walletStore'
import * as styles from './WalletListPage.css'

/** /wallet: every ticket the visitor holds for the exhibition, each with its entry QR while it is valid. */
export function WalletListPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const wallet = walletOf(exhibition)
  const { status, data, error } = useStore(wallet.$store)

  useEffect(() => {
    void wallet.load()
  }, [wallet, language])

  return (
    <ExhibitionPage stacked title={t('wallet.list.heading')}>
      <nav className={shared.nav} aria-label={t('wallet.list.more')}>
        <RouteLink className={shared.link} path="/give">{t('wallet.list.give')}</RouteLink>
        <RouteLink className={shared.link} path="/personnel">{t('wallet.list.personnel')}</RouteLink>
        <RouteLink className={shared.link} path="/journal">{t('wallet.list.journal')}</RouteLink>
        <RouteLink className={shared.link} path="/order">{t('wallet.list.orders')}</RouteLink>
      </nav>
      <ListStates
        part="wallet"
        status={status}
        items={data}
        onRetry={() => void wallet.retry()}
        error={error}
        empty={
          <div className={shared.center}>
            <p className={shared.muted}>{t('wallet.list.empty')}</p>
            <RouteLink className={shared.link} path="/ticket-type">{t('wallet.list.buy')}</RouteLink>
          </div>
        }
      >
        {(list) =>
          list.map((item) => (
            <li key={item.id} data-ticket={item.id} data-state={item.state}>
              <Card>
                <div className={styles.body}>
                  <div className={styles.head}>
                    <h2 className={styles.name}>{item.ticketTypeName}</h2>
                    <TicketStateBadge ticket={item} />
                  </div>
                  <TicketFacts ticket={item} />
                  {showsQr(item) && (
                    <div className={styles.qr}>
                      <QrCode value={item.qr} label={t('wallet.qrLabel', { type: item.ticketTypeName })} size={168} />
                    </div>
                  )}
                  <RouteLink className={shared.link} path={`/wallet/${item.id}`}>
                    {t('wallet.list.open')}
                    <span className={visuallyHidden}> {item.ticketTypeName}</span>
                  </RouteLink>
                </div>
              </Card>
            </li>
          ))
        }
      </ListStates>
    </ExhibitionPage>
  )
}
