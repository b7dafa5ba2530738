import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { useRouter, type Route } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatRmb } from '@fairpass/core/utils'
import { Button, Card, ExhibitionPage, ListStates } from '@fairpass/ui'
import { useExhibitionRef } from '../shared/useExhibitionRef'
import * as page from '../shared/page.css'
import { selectionOf, totalsOf } from '../selection/selectionStore'
import { isUpgrade, registerLinkIdFor } from './linkOptions'
import { loadTicketTypes, ticketTypesOf } from './ticketTypesStore'
import { TicketTypeCard } from './TicketTypeCard'
import * as styles from './TicketTypes.css'
import './messages'

/**
 * /ticket-type?registerLinkId=…: the types the link offers, how many of each, for whom; then the order. The link is
 * the route's, else the element's `register-link-id`, else the entry link's (linkOptions.ts).
 */
export default function TicketTypesPage({ route }: { route: Route }) {
  const t = useT()
  const router = useRouter()
  const { attributes } = useArea()
  const language = useStore($language)
  const exhibition = useExhibitionRef()
  const store = selectionOf(exhibition)
  const selection = useStore(store.$selection)
  // Back from a detail or the order page, the purchase under way names the link when the address does not.
  const registerLinkId = registerLinkIdFor(route.query, attributes, exhibition) ?? selection.registerLinkId
  const upgrade = isUpgrade(route.query, exhibition) ?? selection.upgradeTicket
  const types = ticketTypesOf(exhibition, registerLinkId ?? '')
  const state = useStore(types.$store)
  const totals = totalsOf(selection)

  useEffect(() => {
    if (exhibition) store.begin(registerLinkId, upgrade)
    void loadTicketTypes(exhibition, registerLinkId)
  }, [exhibition, store, registerLinkId, upgrade, language])

  const groups = new Map<string, number>()
  for (const type of state.data ?? []) if (type.conflictGroup) groups.set(type.conflictGroup, (groups.get(type.conflictGroup) ?? 0) + 1)

  return (
    <ExhibitionPage title={t('buy.types.heading')} stacked>
      {upgrade && (
        <p className={page.note} data-part="upgrade">
          {t('buy.types.upgrade')}
        </p>
      )}
      <Card>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('buy.types.buyFor')}</legend>
          {(['self', 'others'] as const).map((choice) => (
            <label key={choice} className={styles.choice}>
              <input type="radio" name="buyFor" value={choice} checked={selection.buyFor === choice} onChange={() => store.setBuyFor(choice)} />
              {t(choice === 'self' ? 'buy.types.forSelf' : 'buy.types.forOthers')}
            </label>
          ))}
        </fieldset>
        {selection.buyFor === 'others' && <p className={page.text}>{t('buy.types.forOthersHint')}</p>}
      </Card>
      <ListStates
        part="ticket-types"
        status={state.status}
        items={state.data}
        onRetry={() => void types.retry()}
        error={state.error}
        failure={
          exhibition ? undefined : (
            <p className={page.alert} role="alert">
              {t('buy.wrongLink')}
            </p>
          )
        }
        empty={<p className={page.text}>{t('buy.types.none')}</p>}
      >
        {(list) =>
          list.map((type) => (
            <TicketTypeCard
              key={type.id}
              type={type}
              quantity={selection.lines.find((line) => line.type.id === type.id)?.quantity ?? 0}
              conflicts={type.conflictGroup !== null && (groups.get(type.conflictGroup) ?? 0) > 1}
            />
          ))
        }
      </ListStates>
      <div className={styles.bar}>
        <div>
          <div className={page.text}>{t('buy.types.chosen', { n: totals.count })}</div>
          <div className={page.strong} data-part="total">
            {formatRmb(totals.totalFen)}
          </div>
        </div>
        <Button disabled={totals.count === 0} onClick={() => router.navigate('/ticket-type/select')}>
          {t('buy.types.next')}
        </Button>
      </div>
    </ExhibitionPage>
  )
}
