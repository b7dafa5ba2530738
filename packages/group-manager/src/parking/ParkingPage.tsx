import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea, type ExhibitionRef } from '@fairpass/core/area'
import type { LodgingOptions, VehicleView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { refusalOf } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { PLATE_KINDS } from '@fairpass/core/validation'
import { Button, Card, Checkbox, Dialog, ExhibitionPage, ListStates, LoadFailed, QrCode, Select, TextField } from '@fairpass/ui'
import { formatDay } from '../lodging/format'
import { optionsOf } from '../lodging/lodgingStore'
import { NoGroup } from '../lodging/NoGroup'
import * as stay from '../lodging/StayPage.css'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import * as styles from './ParkingPage.css'
import { $removingVehicle, createVehicleForm, register, remove, toggleDay, vehiclesOf } from './parkingStore'

const DAY_MS = 86_400_000
const daysFrom = (first: string, last: string) => {
  const days: string[] = []
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10))
  return days
}

/** /parking: the group's vehicles for parking passes (plate, driver, days), each pass shown as a QR code; removing one. */
export function ParkingPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const options = optionsOf(exhibition)
  const vehicles = vehiclesOf(exhibition)
  const { status, data, error } = useStore(options.$store)
  const list = useStore(vehicles.$store)

  useEffect(() => {
    void options.load()
    void vehicles.load()
  }, [options, vehicles, language])

  const body = () => {
    if (status === 'failed' && !data) return refusalOf(error).status === 404 ? <NoGroup /> : <LoadFailed onRetry={() => void options.retry()} error={error} />
    if (!data) return <p className={parts.muted}>{t('lodging.loading')}</p>
    if (!data.parking) {
      return (
        <Card>
          <p className={parts.note}>{t('lodging.parking.none')}</p>
        </Card>
      )
    }
    const count = list.data?.length ?? 0
    const full = count >= data.parking.vehicleMax
    return (
      <>
        <Card>
          <div className={parts.stack}>
            <h2 className={parts.subheading}>{t('lodging.parking.formHeading')}</h2>
            <p className={parts.muted}>{t('lodging.parking.intro')}</p>
            <p className={parts.note} data-part="vehicle-count" data-state={full ? 'full' : 'open'}>
              {t('lodging.parking.count', { n: count, max: data.parking.vehicleMax })}
            </p>
            {full ? (
              <p role="status" className={parts.alert}>
                {t('lodging.parking.full')}
              </p>
            ) : (
              <VehicleForm exhibition={exhibition} options={data} />
            )}
          </div>
        </Card>
        <h2 className={parts.subheading}>{t('lodging.parking.listHeading')}</h2>
        <ListStates
          part="vehicles"
          status={list.status}
          items={list.data}
          error={list.error}
          onRetry={() => void vehicles.retry()}
          empty={<p className={parts.muted}>{t('lodging.parking.empty')}</p>}
          listClassName={stay.list}
        >
          {(items) => items.map((vehicle) => <Vehicle key={vehicle.id} exhibition={exhibition} vehicle={vehicle} />)}
        </ListStates>
      </>
    )
  }

  return (
    <ExhibitionPage stacked title={t('lodging.parking.heading')}>
      <GroupNav here="parking" />
      {body()}
    </ExhibitionPage>
  )
}

function VehicleForm({ exhibition, options }: { exhibition: ExhibitionRef; options: LodgingOptions }) {
  const t = useT()
  const { emit } = useArea()
  const language = useStore($language)
  const form = useMemo(() => createVehicleForm(exhibition), [exhibition])
  const { values, errors, busy } = useStore(form.$form)
  useEffect(() => form.reword(), [form, language])
  const parking = options.parking!
  const drivers = [{ value: 'leader', label: t('lodging.parking.leader', { name: options.leaderName }) }, ...options.members.map((member) => ({ value: member.id, label: member.name }))]

  return (
    <form
      className={parts.stack}
      noValidate
      data-part="vehicle-form"
      onSubmit={(event) => {
        event.preventDefault()
        void register(exhibition, form, emit)
      }}
    >
      <Select
        label={t('lodging.parking.plateKind')}
        required
        value={values.plateKind}
        onChange={(value) => form.set('plateKind', value as typeof values.plateKind)}
        options={PLATE_KINDS.map((kind) => ({ value: kind, label: t(`lodging.parking.kinds.${kind}`) }))}
        error={errors.plateKind}
      />
      <TextField label={t('lodging.parking.plate')} required autoComplete="off" maxLength={20} hint={t(`lodging.parking.hints.${values.plateKind}`)} value={values.plate} onChange={(value) => form.set('plate', value)} error={errors.plate} />
      {values.plateKind === 'foreign' && (
        <TextField label={t('lodging.parking.country')} required autoComplete="country" maxLength={2} value={values.country} onChange={(value) => form.set('country', value)} error={errors.country} />
      )}
      <Select label={t('lodging.parking.driver')} required value={values.driver} onChange={(value) => form.set('driver', value)} options={drivers} error={errors.driver} />
      <fieldset className={styles.days}>
        <legend className={styles.legend}>{t('lodging.parking.days')}</legend>
        {daysFrom(parking.firstDay, parking.lastDay).map((day) => (
          <Checkbox key={day} label={formatDay(day, language)} checked={values.days.includes(day)} onChange={(on) => form.set('days', toggleDay(values.days, day, on))} />
        ))}
        {errors.days && (
          <p role="alert" className={parts.alert}>
            {errors.days}
          </p>
        )}
      </fieldset>
      {errors._form && (
        <p role="alert" className={parts.alert}>
          {errors._form}
        </p>
      )}
      <div className={parts.actions}>
        <Button type="submit" loading={busy} debounce>
          {t('lodging.parking.register')}
        </Button>
      </div>
    </form>
  )
}

function Vehicle({ exhibition, vehicle }: { exhibition: ExhibitionRef; vehicle: VehicleView }) {
  const t = useT()
  const language = useStore($language)
  const removing = useStore($removingVehicle)
  const [confirming, setConfirming] = useState(false)
  return (
    <li className={stay.row} data-part="vehicle">
      <p className={styles.plate}>
        {vehicle.plate}
        {vehicle.country ? ` (${vehicle.country})` : ''}
      </p>
      <p className={stay.line}>{t(`lodging.parking.kinds.${vehicle.plateKind}`)}</p>
      <p className={stay.line}>{t('lodging.parking.driverLine', { name: vehicle.driverName })}</p>
      <p className={stay.line}>{t('lodging.parking.daysLine', { days: vehicle.days.map((day) => formatDay(day, language)).join(', ') })}</p>
      <div className={styles.pass}>
        <QrCode value={vehicle.passCode} label={t('lodging.parking.qr', { plate: vehicle.plate })} size={160} />
        <p className={parts.muted}>{t('lodging.parking.pass', { code: vehicle.passCode })}</p>
      </div>
      <div className={parts.actions}>
        <Button variant="secondary" aria-label={`${t('lodging.parking.remove')} ${vehicle.plate}`} onClick={() => setConfirming(true)}>
          {t('lodging.parking.remove')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('lodging.parking.removeTitle', { plate: vehicle.plate })}
        description={t('lodging.parking.removeText')}
        footer={
          <div className={parts.stack}>
            {removing.refusal && (
              <p role="alert" className={parts.alert}>
                {removing.refusal}
              </p>
            )}
            <div className={parts.actions}>
              <Button loading={removing.busy} onClick={() => void remove(exhibition, vehicle).then((done) => done && setConfirming(false))}>
                {t('lodging.parking.removeConfirm')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('lodging.cancel')}
              </Button>
            </div>
          </div>
        }
      />
    </li>
  )
}
