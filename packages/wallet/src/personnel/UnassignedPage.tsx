import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, visuallyHidden, ListStates } from '@fairpass/ui'
import type { InExhibition } from '../shared/inExhibition'
import { RouteLink } from '@fairpass/core/router'
import * as shared from '../shared/wallet.css'
import { TicketFacts } from '../tickets/TicketFacts'
import { walletOf } from '../tickets/walletStore'
import '../tickets/messages'
import './messages'

/** /ticket: the visitor's tickets that still have no holder, each one tap from giving it one. */
export function UnassignedPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const wallet = walletOf(exhibition)
  const { status, data, error } = useStore(wallet.$store)
  useEffect(() => {
    void wallet.load()
  }, [wallet, language])
  const open = (data ?? []).filter((item) => !item.holder && (item.state === 'valid' || item.state === 'gifting'))

  return (
    <ExhibitionPage stacked title={t('wallet.personnel.unassignedHeading')}>
      <nav className={shared.nav} aria-label={t('wallet.list.more')}>
        <RouteLink className={shared.link} path="/wallet">{t('wallet.toWallet')}</RouteLink>
        <RouteLink className={shared.link} path="/personnel">{t('wallet.personnel.heading')}</RouteLink>
      </nav>
      <ListStates
        part="unassigned"
        status={status}
        items={data && open}
        onRetry={() => void wallet.retry()}
        error={error}
        empty={<p className={shared.muted}>{t('wallet.personnel.unassignedEmpty')}</p>}
      >
        {(list) =>
          list.map((item, index) => (
            <li key={item.id} data-ticket={item.id}>
              <Card title={item.ticketTypeName}>
                <div className={shared.stack}>
                  <TicketFacts ticket={item} />
                  <RouteLink className={shared.link} path="/ticketAdd" query={{ ticketId: item.id }}>
                    {t('wallet.personnel.addHolder')}
                    <span className={visuallyHidden}>
                      {' '}
                      {item.ticketTypeName} {index + 1}
                    </span>
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
