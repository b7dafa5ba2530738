import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { ServiceCategoryView, ServiceReservationView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { formatRmb } from '@fairpass/core/utils'
import { Button, Card, Select, TextField } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import * as shared from '../shared/portal.css'
import { formatDay, languageName } from './format'
import { availabilityOf, createReserveForm, reserve } from './servicesStore'
import * as styles from './Services.css'

/**
 * One thing that may be booked: its price, what is left (sold out shown as such) and, for the company admin, the
 * reservation form (quantity, a translator's day, a note). A refusal of the server stays beside the form with what
 * was typed; when the last one went to another company meanwhile, the card says so.
 */
export function OfferCard({
  exhibition,
  category,
  readOnly,
  onReserved,
}: {
  exhibition: ExhibitionRef
  category: ServiceCategoryView
  readOnly: boolean
  onReserved: (reservation: ServiceReservationView) => void
}) {
  const t = useT()
  const language = useStore($language)
  const form = useMemo(() => createReserveForm(exhibition, category), [exhibition, category.id])
  const { values, errors, busy } = useStore(form.$form)
  const availability = availabilityOf(category)
  useEffect(() => form.reword(), [form, language])

  const stock =
    category.kind === 'translator'
      ? availability === 'soldOut'
        ? t('exh.services.soldOut')
        : t('exh.services.daysLeft', { n: category.days.filter((day) => day.remaining > 0).length })
      : availability === 'unlimited'
        ? t('exh.services.unlimited')
        : availability === 'soldOut'
          ? t('exh.services.soldOut')
          : t('exh.services.left', { n: category.remaining ?? 0 })
  const refused = errors._form

  return (
    <li data-category={category.code} data-state={availability}>
      <Card>
        <div className={shared.stack}>
          <div className={shared.rowHead}>
            <h3 className={shared.name}>{category.name}</h3>
            <span className={`${parts.pill} ${styles.stateColours}`} data-state={availability} data-part="stock">
              {stock}
            </span>
          </div>
          {category.description && <p className={parts.muted}>{category.description}</p>}
          {category.language && <p className={parts.muted}>{t('exh.services.language', { language: languageName(category.language, language) })}</p>}
          <p className={styles.price} data-part="price">
            {t('exh.services.price', { price: formatRmb(category.priceFen), unit: t(`exh.services.unit.${category.unit}`) })}
          </p>
          {!readOnly && (availability !== 'soldOut' || refused) && (
            <form
              className={styles.form}
              noValidate
              aria-label={t('exh.services.reserveOf', { name: category.name })}
              onSubmit={(event) => {
                event.preventDefault()
                void reserve(exhibition, category, form).then((made) => made && onReserved(made))
              }}
            >
              {category.kind === 'translator' && (
                <Select
                  label={t('exh.services.day')}
                  value={values.date}
                  onChange={(value) => form.set('date', value)}
                  placeholder={t('exh.services.chooseDay')}
                  error={errors.date}
                  options={category.days.map((day) => ({
                    value: day.date,
                    label: day.remaining > 0 ? t('exh.services.dayOption', { day: formatDay(day.date, language), n: day.remaining }) : t('exh.services.dayFull', { day: formatDay(day.date, language) }),
                    disabled: day.remaining <= 0,
                  }))}
                />
              )}
              <TextField
                label={t('exh.services.quantity')}
                type="number"
                inputMode="numeric"
                value={values.quantity}
                onChange={(value) => form.set('quantity', value)}
                error={errors.quantity}
              />
              <TextField label={t('exh.services.note')} value={values.note} maxLength={200} onChange={(value) => form.set('note', value)} error={errors.note} />
              {refused && (
                <div role="alert" className={shared.formAlert} data-part="reserve-refused">
                  <p className={parts.alert}>{refused}</p>
                  {availability === 'soldOut' && <p className={parts.alert}>{t('exh.services.lostRace')}</p>}
                </div>
              )}
              <Button type="submit" block loading={busy} disabled={availability === 'soldOut'} aria-label={t('exh.services.reserveOf', { name: category.name })}>
                {t('exh.services.reserve')}
              </Button>
            </form>
          )}
        </div>
      </Card>
    </li>
  )
}
