import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import { useArea, type ExhibitionRef } from '@fairpass/core/area'
import type { LodgingOptions } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { formatRmb } from '@fairpass/core/utils'
import { Button, Select, TextField } from '@fairpass/ui'
import * as parts from '../shared/page.css'
import { book, createBookingForm, estimate, hotelIn, leftFor } from './lodgingStore'
import * as styles from './StayPage.css'

/** Hotel, room type (with price and rooms left), check-in, check-out and rooms; the estimate paid at the hotel. */
export function BookingForm({ exhibition, options }: { exhibition: ExhibitionRef; options: LodgingOptions }) {
  const t = useT()
  const { emit } = useArea()
  const language = useStore($language)
  const range = options.range
  const form = useMemo(() => createBookingForm(exhibition, () => range), [exhibition, range])
  const { values, errors, busy } = useStore(form.$form)
  useEffect(() => form.reword(), [form, language])

  const hotel = hotelIn(options, values.hotelId)
  const type = hotel?.roomTypes.find((each) => each.id === values.roomTypeId) ?? null
  const sum = estimate(type, values)

  return (
    <form
      className={parts.stack}
      noValidate
      data-part="booking-form"
      onSubmit={(event) => {
        event.preventDefault()
        void book(exhibition, form, emit)
      }}
    >
      <Select
        label={t('lodging.stay.hotel')}
        required
        placeholder={t('lodging.stay.choose')}
        value={values.hotelId}
        onChange={(value) => {
          form.set('hotelId', value)
          form.set('roomTypeId', '')
        }}
        options={options.hotels.map((each) => ({ value: each.id, label: each.name }))}
        hint={hotel?.address}
        error={errors.hotelId}
      />
      <Select
        label={t('lodging.stay.roomType')}
        required
        disabled={!hotel}
        placeholder={t('lodging.stay.choose')}
        value={values.roomTypeId}
        onChange={(value) => form.set('roomTypeId', value)}
        options={(hotel?.roomTypes ?? []).map((each) => {
          const left = leftFor(each, values.checkIn, values.checkOut)
          return { value: each.id, label: t('lodging.stay.typeOption', { name: each.name, beds: each.beds, price: formatRmb(each.priceFen), left }), disabled: left === 0 }
        })}
        error={errors.roomTypeId}
      />
      <div className={styles.dates}>
        <TextField type="date" label={t('lodging.stay.checkIn')} required value={values.checkIn} onChange={(value) => form.set('checkIn', value)} error={errors.checkIn} />
        <TextField type="date" label={t('lodging.stay.checkOut')} required value={values.checkOut} onChange={(value) => form.set('checkOut', value)} error={errors.checkOut} />
      </div>
      <TextField label={t('lodging.stay.rooms')} inputMode="numeric" autoComplete="off" required value={values.rooms} onChange={(value) => form.set('rooms', value)} error={errors.rooms} />
      {sum && (
        <p className={parts.note} data-part="estimate">
          {t('lodging.stay.estimate', { rooms: sum.rooms, nights: sum.nights, total: sum.total })}
        </p>
      )}
      {errors._form && (
        <p role="alert" className={parts.alert}>
          {errors._form}
        </p>
      )}
      <div className={parts.actions}>
        <Button type="submit" loading={busy} debounce>
          {t('lodging.stay.book')}
        </Button>
      </div>
    </form>
  )
}
