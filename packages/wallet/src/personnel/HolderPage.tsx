import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, Select, Spinner, TextField, LoadFailed } from '@fairpass/ui'
import { isGone } from '../shared/api'
import type { InExhibition } from '../shared/inExhibition'
import { RouteLink } from '@fairpass/core/router'
import * as shared from '../shared/wallet.css'
import { TicketFacts } from '../tickets/TicketFacts'
import { TicketGone } from '../tickets/TicketGone'
import { ticketOf } from '../tickets/walletStore'
import '../tickets/messages'
import './messages'
import { $holderForm, chooseKnown, HOLDER_FIELDS, personnelOf, resetHolderForm, rewordHolder, saveHolder, setHolderField, type HolderField } from './holderStore'

const INPUT: Record<HolderField, { type: 'text' | 'tel' | 'email'; autoComplete: string; required?: true }> = {
  name: { type: 'text', autoComplete: 'name', required: true },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  idNumber: { type: 'text', autoComplete: 'off' },
  company: { type: 'text', autoComplete: 'organization' },
}

/** /ticketAdd and /ticketRegistration (?ticketId): the holder's data for one ticket, a known person or a new one. */
export function HolderPage({ ticketId, exhibition }: { ticketId: string } & InExhibition) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const ticket = ticketOf(exhibition)
  const personnel = personnelOf(exhibition)
  const loaded = useStore(ticket.$store)
  const people = useStore(personnel.$store)
  const form = useStore($holderForm)
  const [known, setKnown] = useState('')

  useEffect(() => {
    if (!ticketId) return
    void ticket.load(ticketId)
    void personnel.load()
  }, [ticket, personnel, ticketId, language])
  const gone = loaded.status === 'failed' && isGone(loaded.error)
  const item = loaded.data?.id === ticketId && !gone ? loaded.data : null
  useEffect(() => {
    resetHolderForm(item)
    setKnown('')
    // Only when another ticket arrives: a reload of the same one must not wipe what is being typed.
  }, [item?.id])
  useEffect(() => rewordHolder(exhibition, ticketId), [exhibition, language, ticketId])

  return (
    <ExhibitionPage stacked title={t('wallet.personnel.holderHeading')}>
      <RouteLink className={shared.link} path="/ticket">{t('wallet.personnel.unassignedHeading')}</RouteLink>
      {!ticketId && (
        <p role="alert" className={shared.alert}>
          {t('wallet.personnel.noTicket')}
        </p>
      )}
      {ticketId && !item && loaded.status === 'loading' && <Spinner showText />}
      {ticketId && gone && <TicketGone exhibition={exhibition} id={ticketId} />}
      {ticketId && !item && loaded.status === 'failed' && !gone && <LoadFailed onRetry={() => void ticket.load(ticketId)} error={loaded.error} />}
      {item && (
        <>
          <Card title={item.ticketTypeName}>
            <TicketFacts ticket={item} />
          </Card>
          <Card>
            <form
              className={shared.stack}
              noValidate
              data-part="holder-form"
              onSubmit={(event) => {
                event.preventDefault()
                void saveHolder(exhibition, item, router)
              }}
            >
              {people.data && people.data.length > 0 && (
                <Select
                  label={t('wallet.personnel.known')}
                  value={known}
                  placeholder={t('wallet.personnel.newPerson')}
                  options={people.data.map((person, index) => ({ value: String(index), label: person.holder.name }))}
                  onChange={(value) => {
                    setKnown(value)
                    chooseKnown(people.data?.[Number(value)])
                  }}
                />
              )}
              {HOLDER_FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={t(`wallet.personnel.${field}`)}
                  type={INPUT[field].type}
                  autoComplete={INPUT[field].autoComplete}
                  required={INPUT[field].required}
                  value={form[field]}
                  onChange={(value) => setHolderField(field, value)}
                  error={form.errors[field]}
                />
              ))}
              {form.errors._form && (
                <p role="alert" className={shared.alert}>
                  {form.errors._form}
                </p>
              )}
              <Button type="submit" block loading={form.submitting} debounce>
                {t('wallet.personnel.save')}
              </Button>
            </form>
          </Card>
        </>
      )}
    </ExhibitionPage>
  )
}
