import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language, $session } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, Select, Spinner, LoadFailed } from '@fairpass/ui'
import { formatDay, formatValidity } from '../shared/format'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/wallet.css'
import './messages'
import { $claiming, claimFree, freeTypeOf, freeTypesOf } from './receiveStore'

/** /freeTicket: the link's free complimentary ticket, claimed with one tap (a zero-price order), then the wallet. */
export function FreeTicketPage({ registerLinkId: fromQuery, ticketTypeId, exhibition }: { registerLinkId?: string; ticketTypeId?: string } & InExhibition) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  // The registration link is the page's entry link (not the exhibition, which is the element's).
  const session = useStore($session)
  const registerLinkId = fromQuery ?? session.registerLinkId ?? undefined
  const freeTypes = freeTypesOf(exhibition)
  const { status, data, error } = useStore(freeTypes.$store)
  const claiming = useStore($claiming)
  const [day, setDay] = useState('')

  useEffect(() => {
    if (registerLinkId) void freeTypes.load(registerLinkId)
  }, [freeTypes, registerLinkId, language])

  const type = data ? freeTypeOf(data, ticketTypeId) : null
  const needsDay = Boolean(type?.requiresDay)

  return (
    <ExhibitionPage stacked title={t('wallet.free.heading')}>
      {!registerLinkId && (
        <p role="alert" className={shared.alert}>
          {t('wallet.free.badLink')}
        </p>
      )}
      {registerLinkId && !data && status === 'loading' && <Spinner showText />}
      {registerLinkId && !data && status === 'failed' && <LoadFailed onRetry={() => void freeTypes.load(registerLinkId)} error={error} />}
      {data && !type && (
        <Card>
          <p className={shared.muted}>{t('wallet.free.none')}</p>
        </Card>
      )}
      {type && (
        <Card title={type.name}>
          <div className={shared.stack} data-part="free-ticket" data-state={type.soldOut ? 'soldOut' : type.saleState}>
            {type.description && <p className={shared.preLine}>{type.description}</p>}
            <p className={shared.muted}>{formatValidity(type.validFrom, type.validTo, language)}</p>
            {needsDay && (
              <Select
                label={t('wallet.free.day')}
                value={day}
                onChange={setDay}
                options={type.days.map((value) => ({ value, label: formatDay(value, language) }))}
                placeholder={t('wallet.free.day')}
                required
              />
            )}
            {type.notice && <p className={shared.preLine}>{type.notice}</p>}
            <Button
              block
              debounce
              loading={claiming}
              disabled={type.soldOut || type.saleState !== 'onSale' || (needsDay && !day)}
              onClick={() => void claimFree(exhibition, registerLinkId, type, needsDay ? day : undefined, router)}
            >
              {type.soldOut ? t('wallet.free.soldOut') : t('wallet.free.claim')}
            </Button>
          </div>
        </Card>
      )}
    </ExhibitionPage>
  )
}
