import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, Spinner, LoadFailed } from '@fairpass/ui'
import { fetchJournal } from '../shared/api'
import { formatMoment } from '../shared/format'
import type { InExhibition } from '../shared/inExhibition'
import { perExhibition, resource } from '@fairpass/core/resource'
import { RouteLink } from '@fairpass/core/router'
import * as shared from '../shared/wallet.css'
import './messages'
import * as styles from './JournalPage.css'

/** The visitor's footprints, for each exhibition. */
export const journalOf = perExhibition((ref) => resource((orderId?: string) => fetchJournal(ref, orderId)))

/** Newest first, whatever order the server sent: the time line reads from now backwards. */
export const newestFirst = <T extends { at: string }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))

/** /journal and /journal/:orderId: the visitor's footprints on a time line, in the page language. */
export function JournalPage({ orderId, exhibition }: { orderId?: string } & InExhibition) {
  const t = useT()
  const language = useStore($language)
  const journal = journalOf(exhibition)
  const { status, data, error } = useStore(journal.$store)
  useEffect(() => {
    journal.reset()
    void journal.load(orderId)
  }, [journal, orderId, language])
  const entries = newestFirst(data ?? [])

  return (
    <ExhibitionPage stacked title={t(orderId ? 'wallet.journal.orderHeading' : 'wallet.journal.heading')}>
      <nav className={shared.nav} aria-label={t('wallet.list.more')}>
        <RouteLink className={shared.link} path="/wallet">{t('wallet.toWallet')}</RouteLink>
        {orderId && <RouteLink className={shared.link} path="/journal">{t('wallet.journal.all')}</RouteLink>}
        {orderId && <RouteLink className={shared.link} path={`/order/${orderId}`}>{t('wallet.journal.order')}</RouteLink>}
      </nav>
      <Card>
        <div data-state={status} data-part="journal">
          {status === 'loading' && !data && <Spinner showText />}
          {status === 'failed' && <LoadFailed onRetry={() => void journal.load(orderId)} error={error} />}
          {data && entries.length === 0 && <p className={shared.muted}>{t('wallet.journal.empty')}</p>}
          {entries.length > 0 && (
            <ol className={styles.line}>
              {entries.map((entry, index) => (
                <li key={`${entry.at}-${index}`} className={styles.entry} data-kind={entry.kind}>
                  <p className={styles.kind}>{t(`wallet.journal.kind.${entry.kind}`)}</p>
                  <time className={styles.when} dateTime={entry.at}>
                    {formatMoment(entry.at, language)}
                  </time>
                  {entry.summary && <span className={shared.muted}>{entry.summary}</span>}
                  {!orderId && entry.orderId && (
                    <RouteLink className={shared.link} path={`/journal/${entry.orderId}`}>{t('wallet.journal.orderFootprints')}</RouteLink>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      </Card>
    </ExhibitionPage>
  )
}
