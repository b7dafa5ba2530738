import { useStore } from '@nanostores/react'
import type { WalletTicket } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { formatDay, formatValidity } from '../shared/format'
import * as parts from '@fairpass/ui/parts'
import * as styles from '../shared/wallet.css'

/** Day or validity, entries and holder of a ticket, as a definition list. */
export function TicketFacts({ ticket }: { ticket: WalletTicket }) {
  const t = useT()
  const language = useStore($language)
  const facts: Array<[label: string, value: string, part: string]> = [
    ticket.day
      ? [t('wallet.day'), formatDay(ticket.day, language), 'day']
      : [t('wallet.validity'), formatValidity(ticket.validFrom, ticket.validTo, language), 'validity'],
    [t('wallet.entries'), t('wallet.entriesLeft', { left: Math.max(0, ticket.entries - ticket.entriesUsed), total: ticket.entries }), 'entries'],
    [t('wallet.holder'), ticket.holder?.name ?? t('wallet.noHolder'), 'holder'],
  ]
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value, part]) => (
        <div key={part} style={{ display: 'contents' }} data-part={part}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The state as a small badge, words in the page language. */
export function TicketStateBadge({ ticket }: { ticket: WalletTicket }) {
  const t = useT()
  return (
    <span className={parts.pill} data-state={ticket.state} data-part="state">
      {t(`wallet.state.${ticket.state}`)}
    </span>
  )
}
