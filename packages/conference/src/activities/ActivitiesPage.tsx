import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { ACTIVITY_REGISTER_LINK } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { perExhibition, resource } from '@fairpass/core/resource'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatRmb } from '@fairpass/core/utils'
import { ExhibitionPage, ListStates } from '@fairpass/ui'
import type { ExhibitionRef } from '@fairpass/core/area'
import { fetchActivities } from '../shared/api'
import { ConferenceNav } from '../shared/ConferenceNav'
import { formatDay, formatMoment, timeRange } from '../shared/format'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/page.css'
import * as styles from './ActivitiesPage.css'

/** The paid sessions on offer, per exhibition and register link: public (prices and what is left). */
export const activitiesOf = perExhibition((ref: ExhibitionRef) => resource((registerLinkId?: string) => fetchActivities(ref, registerLinkId), { public: true }))

/**
 * /conference/activity/list (and /conference/activityBuy/list?registerLinkId=…, /activity/list): the paid sessions
 * with their price, refund rule and what is left. Buying is the ticket area's list of the activities' register link
 * (/ticket-type?registerLinkId=…, where types are chosen and ordered): one order engine, its payment and refunds.
 */
export function ActivitiesPage({ exhibition, registerLinkId }: { registerLinkId?: string } & InExhibition) {
  const t = useT()
  const language = useStore($language)
  const activities = activitiesOf(exhibition)
  const { status, data, error } = useStore(activities.$store)
  const link = registerLinkId || ACTIVITY_REGISTER_LINK
  useEffect(() => {
    void activities.load(link)
  }, [activities, link, language])

  return (
    <ExhibitionPage stacked title={t('conference.activities.heading')}>
      <ConferenceNav here="activities" />
      <ListStates
        part="activities"
        status={status}
        items={data}
        error={error}
        onRetry={() => void activities.retry()}
        empty={<p className={shared.muted}>{t('conference.activities.empty')}</p>}
        listClassName={styles.list}
      >
        {(list) =>
          list.map(({ session, paid, remaining, soldOut }) => (
            <li key={session.id} className={styles.card} data-part="activity" data-state={soldOut ? 'soldOut' : 'open'}>
              <p className={styles.time}>
                {formatDay(session.day, language)} {timeRange(session.localStart, session.localEnd)}
              </p>
              <RouteLink className={styles.title} path={`/meetingSchedule/details/${session.id}`}>{session.title}</RouteLink>
              <p className={shared.muted}>{[session.room.name, session.room.hall].filter(Boolean).join(' · ')}</p>
              <p className={shared.muted}>
                {paid.refundableUntil
                  ? t('conference.activities.refundUntil', { time: formatMoment(paid.refundableUntil, session.timeZone, language), fee: paid.refundFeePercent })
                  : t('conference.activities.noRefund')}
              </p>
              <div className={styles.foot}>
                <strong className={styles.price}>{formatRmb(paid.priceFen)}</strong>
                {soldOut ? (
                  <span className={shared.pill} data-state="full">{t('conference.activities.soldOut')}</span>
                ) : (
                  <>
                    <span className={shared.muted}>{t('conference.activities.remaining', { n: remaining })}</span>
                    <RouteLink
                      className={shared.link}
                      path="/ticket-type"
                      query={{ registerLinkId: paid.registerLinkId }}
                      aria-label={t('conference.activities.buy', { title: session.title })}
                    >
                      {t('conference.activities.buyShort')}
                    </RouteLink>
                  </>
                )}
              </div>
            </li>
          ))
        }
      </ListStates>
    </ExhibitionPage>
  )
}
