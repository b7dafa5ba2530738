import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import type { MembershipKind, MembershipState } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDate, formatRmb } from '@fairpass/core/utils'
import { Button, Card, ExhibitionPage, LoadFailed, Spinner } from '@fairpass/ui'
import { buyingOf, buyMembership, membershipOf } from '../membership/membershipStore'
import type { InExhibition } from '../shared/toolPage'
import { ToolNav } from '../shared/ToolNav'
import * as parts from '../shared/page.css'

/**
 * /buyMemPage: the customer-lead membership for this exhibition period, single account (1000 yuan) or multi-account
 * with staff authorisation (3000 yuan). Ordered here, paid on the ticket area's payment page like any order.
 */
export function BuyMembershipPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const membership = membershipOf(exhibition)
  const { status, data, error } = useStore(membership.$store)
  useEffect(() => {
    void membership.load()
  }, [membership, language])
  return (
    <ExhibitionPage stacked title={t('customers.buy.heading')}>
      <ToolNav here="other" />
      {!data ? status === 'failed' ? <LoadFailed onRetry={() => void membership.retry()} error={error} /> : <Spinner showText /> : <Offers exhibition={exhibition} state={data} />}
    </ExhibitionPage>
  )
}

function Offers({ exhibition, state }: InExhibition & { state: MembershipState }) {
  const t = useT()
  const router = useRouter()
  const { emit } = useArea()
  const buying = useStore(buyingOf(exhibition))
  const language = useStore($language)
  const held = state.membership?.kind ?? null
  // Multi-account includes everything single gives: holding it, nothing is left to buy.
  const offered = (kind: MembershipKind) => !(held === 'multi' || held === kind)

  return (
    <>
      <Card>
        <div className={parts.stack}>
          <p className={parts.note}>{t('customers.buy.intro')}</p>
          {held && <p className={parts.note} data-part="membership-held">{t(`customers.mine.active.${held}`, { since: formatFairDate(state.membership!.activatedAt, language) })}</p>}
          {state.role !== 'admin' && (
            <p role="alert" className={parts.alert}>
              {t('customers.buy.adminOnly')}
            </p>
          )}
          {state.pendingOrder && state.pendingOrder.state === 'unpaid' && (
            <RouteLink className={parts.link} path={`/ticket-type/select/${state.pendingOrder.orderId}`}>
              {t('customers.buy.payPending', { amount: formatRmb(state.pendingOrder.totalFen) })}
            </RouteLink>
          )}
        </div>
      </Card>
      {state.prices.map((price) => (
        <Card key={price.kind} title={t(`customers.buy.${price.kind}.title`)}>
          <div className={parts.stack} data-part="membership-offer" data-state={offered(price.kind) ? 'offered' : 'held'}>
            <p className={parts.heading}>{t('customers.buy.price', { amount: formatRmb(price.priceFen) })}</p>
            <p className={parts.muted}>{t(`customers.buy.${price.kind}.text`)}</p>
            {state.role === 'admin' && offered(price.kind) && (
              <div className={parts.actions}>
                <Button
                  debounce
                  loading={buying.kind === price.kind}
                  aria-label={t('customers.buy.buyOf', { name: t(`customers.buy.${price.kind}.title`), amount: formatRmb(price.priceFen) })}
                  onClick={() => void buyMembership(exhibition, price.kind, router, emit)}
                >
                  {t('customers.buy.buy')}
                </Button>
              </div>
            )}
          </div>
        </Card>
      ))}
      {buying.error && (
        <p role="alert" className={parts.alert}>
          {buying.error}
        </p>
      )}
    </>
  )
}
