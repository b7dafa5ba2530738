import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { MembershipState } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, LoadFailed, Spinner } from '@fairpass/ui'
import { formatFairDate, formatRmb } from '@fairpass/core/utils'
import { countOf } from '../customers/customerStore'
import { membershipOf } from '../membership/membershipStore'
import type { InExhibition } from '../shared/toolPage'
import { ToolNav } from '../shared/ToolNav'
import * as parts from '../shared/page.css'

/** /minePage: the staff member's own page: the company's membership, their authorisation and, for the admin, the tools to manage both. */
export function MinePage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const membership = membershipOf(exhibition)
  const { status, data, error } = useStore(membership.$store)
  useEffect(() => {
    void membership.load()
  }, [membership, language])

  return (
    <ExhibitionPage stacked title={t('customers.mine.heading')}>
      <ToolNav here="mine" />
      {!data ? status === 'failed' ? <LoadFailed onRetry={() => void membership.retry()} error={error} /> : <Spinner showText /> : <Mine exhibition={exhibition} state={data} />}
    </ExhibitionPage>
  )
}

function Mine({ exhibition, state }: InExhibition & { state: MembershipState }) {
  const t = useT()
  const language = useStore($language)
  const count = countOf(exhibition)
  const counted = useStore(count.$store).data
  useEffect(() => {
    if (state.authorised) void count.load()
  }, [count, state.authorised, language])
  const admin = state.role === 'admin'
  const since = state.membership ? formatFairDate(state.membership.activatedAt, language) : ''

  return (
    <>
      <Card title={state.company.name}>
        <div className={parts.stack} data-part="membership" data-state={state.membership?.kind ?? 'none'}>
          <p className={parts.note}>{t(admin ? 'customers.mine.roleAdmin' : 'customers.mine.roleStaff')}</p>
          <p className={parts.note} data-part="membership-state">
            {state.membership ? t(`customers.mine.active.${state.membership.kind}`, { since }) : t('customers.mine.none')}
          </p>
          {state.seats && <p className={parts.muted}>{t('customers.mine.seats', { used: state.seats.used, max: state.seats.max })}</p>}
          <p className={state.authorised ? parts.note : parts.alert} data-part="authorisation" data-state={state.authorised ? 'authorised' : (state.reason ?? 'none')}>
            {state.authorised ? t('customers.mine.authorised') : t(state.reason === 'notAuthorised' ? 'customers.gate.notAuthorised' : admin ? 'customers.gate.noMembershipAdmin' : 'customers.gate.noMembershipStaff')}
          </p>
          {state.pendingOrder && state.pendingOrder.state === 'unpaid' && (
            <RouteLink className={parts.link} path={`/ticket-type/select/${state.pendingOrder.orderId}`}>
              {t('customers.buy.payPending', { amount: formatRmb(state.pendingOrder.totalFen) })}
            </RouteLink>
          )}
          <nav className={parts.nav} aria-label={t('customers.mine.manage')}>
            {admin && state.membership?.kind !== 'multi' && (
              <RouteLink className={parts.link} path="/buyMemPage">
                {t(state.membership ? 'customers.mine.upgrade' : 'customers.gate.buy')}
              </RouteLink>
            )}
            {admin && state.membership?.kind === 'multi' && (
              <RouteLink className={parts.link} path="/accountMngPage">
                {t('customers.mine.toAccounts')}
              </RouteLink>
            )}
            {admin && (
              <RouteLink className={parts.link} path="/transferDescPage">
                {t('customers.mine.toTransfer')}
              </RouteLink>
            )}
          </nav>
        </div>
      </Card>
      {state.authorised && counted && (
        <Card title={t('customers.mine.myLeads')}>
          <p className={parts.note}>{t('customers.mine.counts', { mine: counted.mine, total: counted.total, today: counted.today })}</p>
        </Card>
      )}
    </>
  )
}
