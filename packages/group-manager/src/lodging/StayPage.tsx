import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { refusalOf } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, LoadFailed } from '@fairpass/ui'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import { BookingForm } from './BookingForm'
import { BookingList } from './BookingList'
import { formatDay } from './format'
import { optionsOf } from './lodgingStore'
import { NoGroup } from './NoGroup'

/** /stayManage: the leader books rooms for the group inside the fair's lodging range, sees and cancels bookings. */
export function StayPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const options = optionsOf(exhibition)
  const { status, data, error } = useStore(options.$store)

  useEffect(() => {
    void options.load()
  }, [options, language])

  const body = () => {
    if (status === 'failed' && !data) return refusalOf(error).status === 404 ? <NoGroup /> : <LoadFailed onRetry={() => void options.retry()} error={error} />
    if (!data) return <p className={parts.muted}>{t('lodging.loading')}</p>
    if (!data.range) {
      return (
        <Card>
          <p className={parts.note}>{t('lodging.stay.none')}</p>
        </Card>
      )
    }
    return (
      <>
        <Card>
          <div className={parts.stack}>
            <h2 className={parts.subheading}>{t('lodging.stay.bookHeading')}</h2>
            <p className={parts.muted}>{t('lodging.stay.intro')}</p>
            <p className={parts.note} data-part="range">
              {t('lodging.stay.range', { from: formatDay(data.range.firstCheckIn, language), to: formatDay(data.range.lastCheckOut, language) })}
            </p>
            <BookingForm exhibition={exhibition} options={data} />
          </div>
        </Card>
        <h2 className={parts.subheading}>{t('lodging.stay.listHeading')}</h2>
        <BookingList exhibition={exhibition} />
      </>
    )
  }

  return (
    <ExhibitionPage stacked title={t('lodging.stay.heading')}>
      <GroupNav here="stay" />
      {body()}
    </ExhibitionPage>
  )
}
