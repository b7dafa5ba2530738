import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { FootprintEntry } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, Spinner } from '@fairpass/ui'
import '../journal/messages'
import { formatMoment } from '../shared/format'
import * as shared from '../shared/wallet.css'
import './messages'
import { fateOf } from './walletStore'

/**
 * A ticket the server no longer finds in this visitor's wallet (transferred, its gift received): not a dead end with
 * "Try again", but what became of it, as the journal recorded it, and the way back to the wallet and the journal.
 */
export function TicketGone({ exhibition, id }: { exhibition: ExhibitionRef; id: string }) {
  const t = useT()
  const language = useStore($language)
  const [fate, setFate] = useState<FootprintEntry | null | undefined>(undefined)

  useEffect(() => {
    let live = true
    setFate(undefined)
    void fateOf(exhibition, id).then((found) => live && setFate(found))
    return () => {
      live = false
    }
  }, [exhibition, id, language])

  return (
    <Card title={t('wallet.ticket.goneTitle')}>
      <div className={shared.stack} data-state="gone" data-part="ticket-gone" data-kind={fate?.kind}>
        {fate === undefined && <Spinner />}
        {fate && (
          <p className={shared.factValue} role="status">
            <strong>{t(`wallet.journal.kind.${fate.kind}`)}</strong> · <time dateTime={fate.at}>{formatMoment(fate.at, language)}</time>
            {fate.summary && (
              <>
                <br />
                <span className={shared.breakAnywhere}>{fate.summary}</span>
              </>
            )}
          </p>
        )}
        {fate === null && <p className={shared.muted}>{t('wallet.ticket.goneUnknown')}</p>}
        <div className={shared.actions}>
          <RouteLink className={shared.link} path="/wallet">
            {t('wallet.toWallet')}
          </RouteLink>
          <RouteLink className={shared.link} path="/journal">
            {t('wallet.list.journal')}
          </RouteLink>
        </div>
      </div>
    </Card>
  )
}
