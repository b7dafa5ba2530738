import { useEffect, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, LoadFailed, Spinner } from '@fairpass/ui'
import { accessOf, membershipOf, type Access } from '../membership/membershipStore'
import * as parts from './page.css'

/**
 * The lead pages open only for a staff member the company's membership covers; otherwise it says why, with the way
 * to buy (the admin) or whom to ask (a staff member). `offline` pages (the scanner) still open when the network is
 * down, since their work waits on the device.
 */
export function MembershipGate({ exhibition, offline = false, children }: { exhibition: ExhibitionRef; offline?: boolean; children: (access: Access) => ReactNode }) {
  const t = useT()
  const language = useStore($language)
  const membership = membershipOf(exhibition)
  const { status, data, error } = useStore(membership.$store)
  useEffect(() => {
    void membership.load()
  }, [membership, language])
  const access = accessOf(status, data, error)

  if (access === 'loading') return <Spinner showText />
  if (access === 'allowed' || (access === 'offline' && offline)) return <>{children(access)}</>
  if (access === 'offline' || access === 'failed') return <LoadFailed onRetry={() => void membership.retry()} error={error} />
  return (
    <Card title={t(access === 'noMembership' ? 'customers.gate.noMembershipTitle' : 'customers.gate.notAuthorisedTitle')}>
      <div className={parts.stack} data-part="membership-gate" data-state={access}>
        <p role="alert" className={parts.note}>
          {t(access === 'noMembership' ? (data?.role === 'admin' ? 'customers.gate.noMembershipAdmin' : 'customers.gate.noMembershipStaff') : 'customers.gate.notAuthorised')}
        </p>
        {access === 'noMembership' && (
          <RouteLink className={parts.link} path="/buyMemPage">
            {t('customers.gate.buy')}
          </RouteLink>
        )}
      </div>
    </Card>
  )
}
