import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { elementKey, useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatRmb } from '@fairpass/core/utils'
import { Button, Card, Dialog, ExhibitionPage, QrCode, Spinner, LoadFailed } from '@fairpass/ui'
import { isGone } from '../shared/api'
import type { InExhibition } from '../shared/inExhibition'
import { RouteLink } from '@fairpass/core/router'
import * as shared from '../shared/wallet.css'
import './messages'
import { TicketFacts, TicketStateBadge } from './TicketFacts'
import { TicketGone } from './TicketGone'
import { TransferDialog } from './TransferDialog'
import { $lossBusy, $lossFee, $replacedQr, cameBackFromLossPayment, loadLossFee, payForLoss, reportTicketLost, showsQr, ticketOf } from './walletStore'
import * as styles from './TicketPage.css'

/** /wallet/:id: one ticket large, with the actions the server offers for it now. */
export function TicketPage({ id, lossFrom, exhibition }: { id: string; lossFrom?: string } & InExhibition) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const ticket = ticketOf(exhibition)
  const { status, data, error } = useStore(ticket.$store)
  const replaced = useStore($replacedQr)
  const lossBusy = useStore($lossBusy)
  const lossFee = useStore($lossFee)
  const fee = lossFee?.ticketId === id ? lossFee : null
  const { host } = useArea()
  const [dialog, setDialog] = useState<'none' | 'transfer' | 'loss'>('none')

  useEffect(() => {
    if (ticket.$store.get().data?.id !== id) ticket.reset()
    void ticket.load(id)
  }, [ticket, id, language])

  // A ticket the server no longer finds in the wallet is not shown from what was loaded before (its QR is void).
  const gone = status === 'failed' && isGone(error)
  const item = data?.id === id && !gone ? data : null
  const can = (action: string) => item?.actions.includes(action as never) ?? false

  return (
    <ExhibitionPage stacked title={t('wallet.ticket.heading')}>
      <RouteLink className={shared.link} path="/wallet">{t('wallet.toWallet')}</RouteLink>
      {!item && status === 'loading' && <Spinner showText />}
      {gone && <TicketGone exhibition={exhibition} id={id} />}
      {!item && status === 'failed' && !gone && <LoadFailed onRetry={() => void ticket.load(id)} error={error} />}
      {item && (
        <>
          <Card>
            <div className={shared.stack} data-part="ticket" data-state={item.state} data-qr-version={item.qrVersion}>
              <div className={styles.head}>
                <h2 className={styles.name}>{item.ticketTypeName}</h2>
                <TicketStateBadge ticket={item} />
              </div>
              <div className={styles.qrBlock}>
                {showsQr(item) ? (
                  <>
                    <QrCode value={item.qr} label={t('wallet.qrLabel', { type: item.ticketTypeName })} size={240} />
                    <p className={shared.muted}>{t('wallet.ticket.qrHint')}</p>
                  </>
                ) : item.state === 'gifting' ? (
                  // Waiting in a gift the visitor sent: where it is, and the way to the gift (to take it back).
                  <>
                    <p className={shared.muted}>{t('wallet.ticket.inGift')}</p>
                    <RouteLink className={shared.link} path="/give">
                      {t('wallet.ticket.toGifts')}
                    </RouteLink>
                  </>
                ) : (
                  <p className={shared.muted}>{t('wallet.ticket.noQr')}</p>
                )}
                {cameBackFromLossPayment(item, lossFrom) === 'unpaid' && (
                  <p className={shared.muted} role="status" data-part="loss-unpaid">
                    {t('wallet.ticket.lossUnpaid')}
                  </p>
                )}
                {((replaced?.ticketId === item.id && replaced.qrVersion === item.qrVersion) || cameBackFromLossPayment(item, lossFrom) === 'renewed') && (
                  <p className={styles.renewed} role="status" data-part="renewed">
                    {t('wallet.ticket.newQr')}
                  </p>
                )}
              </div>
              <TicketFacts ticket={item} />
              {item.orderNo && (
                <p className={shared.muted}>
                  {t('wallet.ticket.orderNo')} {item.orderNo}
                </p>
              )}
              <p className={shared.muted}>{t(`wallet.source.${item.source}`)}</p>
              {item.giftExpiredAt && (
                <p className={styles.renewed} data-part="gift-expired">
                  {t('wallet.ticket.giftExpired')}
                </p>
              )}
            </div>
          </Card>
          {item.actions.length > 0 && (
            <Card title={t('wallet.ticket.actions')}>
              <div className={shared.stack}>
                {can('activate') && (
                  <Button block onClick={() => router.navigate('/ticketAdd', { ticketId: item.id })}>
                    {t('wallet.ticket.activate')}
                  </Button>
                )}
                {can('transfer') && (
                  <Button block variant="secondary" onClick={() => setDialog('transfer')}>
                    {t('wallet.ticket.transfer')}
                  </Button>
                )}
                {can('give') && (
                  <Button block variant="secondary" onClick={() => router.navigate('/give', { ticketTypeId: item.ticketTypeId })}>
                    {t('wallet.ticket.give')}
                  </Button>
                )}
                {can('reportLoss') && (
                  <Button
                    block
                    variant="secondary"
                    onClick={() => {
                      void loadLossFee(exhibition, item.id)
                      setDialog('loss')
                    }}
                  >
                    {t('wallet.ticket.reportLoss')}
                  </Button>
                )}
                {/* The refund page belongs to <fair-ticket-buy>: reached by its route, never by its code. */}
                {can('refund') && item.orderId && <RouteLink className={shared.link} path={`/refund/${item.orderId}`}>{t('wallet.ticket.refund')}</RouteLink>}
                {/* Invoices are <fair-invoice>'s pages, reached by their route as well. */}
                {item.orderId && item.source === 'order' && <RouteLink className={shared.link} path={`/invoice/apply/${item.orderId}`}>{t('wallet.ticket.invoice')}</RouteLink>}
              </div>
            </Card>
          )}
          <TransferDialog exhibition={exhibition} ticketId={item.id} open={dialog === 'transfer'} onOpenChange={(open) => setDialog(open ? 'transfer' : 'none')} />
          <Dialog
            open={dialog === 'loss'}
            onOpenChange={(open) => setDialog(open ? 'loss' : 'none')}
            title={t('wallet.ticket.lossTitle')}
            description={
              !fee ? t('wallet.ticket.lossFeeLoading') : fee.feeFen > 0 ? t('wallet.ticket.lossFee', { amount: formatRmb(fee.feeFen) }) : t('wallet.ticket.lossText')
            }
            footer={
              <>
                <Button variant="secondary" onClick={() => setDialog('none')}>
                  {t('wallet.cancel')}
                </Button>
                {/* The price is known before anything can be confirmed: no blind payment, no free report of a paid one. */}
                <Button
                  loading={lossBusy}
                  disabled={!fee}
                  debounce
                  onClick={() =>
                    void (fee && fee.feeFen > 0
                      ? payForLoss(exhibition, item.id, router, { elementId: elementKey(host) })
                      : reportTicketLost(exhibition, item.id)
                    ).then((done) => done && setDialog('none'))
                  }
                >
                  {fee && fee.feeFen > 0 ? t('wallet.ticket.lossPay', { amount: formatRmb(fee.feeFen) }) : t('wallet.ticket.lossConfirm')}
                </Button>
              </>
            }
          />
        </>
      )}
    </ExhibitionPage>
  )
}
