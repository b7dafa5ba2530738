import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { maskPhone } from '@fairpass/core/utils'
import { Card, ExhibitionPage, visuallyHidden, ListStates } from '@fairpass/ui'
import type { InExhibition } from '../shared/inExhibition'
import { RouteLink } from '@fairpass/core/router'
import * as shared from '../shared/wallet.css'
import './messages'
import { personnelOf } from './holderStore'

/** /personnel: the people the visitor holds tickets for, each with their tickets. */
export function PersonnelPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const personnel = personnelOf(exhibition)
  const { status, data, error } = useStore(personnel.$store)
  // The personnel list also holds the people the visitor registered (group manager, `relation`); this page shows those
  // the visitor holds tickets for. The holder form offers everyone as a known person.
  const holders = data ? data.filter((person) => person.ticketIds.length > 0) : null
  useEffect(() => {
    void personnel.load()
  }, [personnel, language])

  return (
    <ExhibitionPage stacked title={t('wallet.personnel.heading')}>
      <nav className={shared.nav} aria-label={t('wallet.list.more')}>
        <RouteLink className={shared.link} path="/wallet">{t('wallet.toWallet')}</RouteLink>
        <RouteLink className={shared.link} path="/ticket">{t('wallet.personnel.unassignedHeading')}</RouteLink>
      </nav>
      <ListStates
        part="personnel"
        status={status === 'ready' && holders?.length === 0 ? 'empty' : status}
        items={holders}
        onRetry={() => void personnel.retry()}
        error={error}
        empty={<p className={shared.muted}>{t('wallet.personnel.empty')}</p>}
      >
        {(list) =>
          list.map((person, index) => (
            <li key={`${person.holder.name}-${index}`} data-person={person.holder.name}>
              <Card title={person.holder.name}>
                <div className={shared.stack}>
                  {[person.holder.company, person.holder.phone ? maskPhone(person.holder.phone) : null, person.holder.email]
                    .filter(Boolean)
                    .map((line) => (
                      <p key={line} className={shared.muted}>
                        {line}
                      </p>
                    ))}
                  <p className={shared.muted}>{t('wallet.personnel.tickets', { count: person.ticketIds.length })}</p>
                  <div className={shared.actions}>
                    {person.ticketIds.map((ticketId, position) => (
                      <RouteLink className={shared.link} key={ticketId} path={`/wallet/${ticketId}`}>
                        {t('wallet.personnel.openTicket')}
                        {person.ticketIds.length > 1 ? ` ${position + 1}` : ''}
                        <span className={visuallyHidden}> {person.holder.name}</span>
                      </RouteLink>
                    ))}
                  </div>
                </div>
              </Card>
            </li>
          ))
        }
      </ListStates>
    </ExhibitionPage>
  )
}
