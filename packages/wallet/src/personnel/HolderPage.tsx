import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, Card, Select, Spinner, TextField } from '@fairpass/ui'
import { LoadFailed } from '../shared/LoadFailed'
import { RouteLink } from '../shared/RouteLink'
import { WalletPage } from '../shared/WalletPage'
import * as shared from '../shared/WalletPage.css'
import { TicketFacts } from '../tickets/TicketFacts'
import { ticket } from '../tickets/walletStore'
import '../tickets/messages'
import './messages'
import { $holderForm, chooseKnown, HOLDER_FIELDS, personnel, resetHolderForm, rewordHolder, saveHolder, setHolderField, type HolderField } from './holderStore'

const INPUT: Record<HolderField, { type: 'text' | 'tel' | 'email'; autoComplete: string; required?: true }> = {
  name: { type: 'text', autoComplete: 'name', required: true },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  idNumber: { type: 'text', autoComplete: 'off' },
  company: { type: 'text', autoComplete: 'organization' },
}

/** /ticketAdd and /ticketRegistration (?ticketId): the holder's data for one ticket, a known person or a new one. */
export function HolderPage({ ticketId }: { ticketId: string }) {
  const t = useT()
  const language = useStore($language)
  const loaded = useStore(ticket.$store)
  const people = useStore(personnel.$store)
  const form = useStore($holderForm)
  const [known, setKnown] = useState('')

  useEffect(() => {
    if (!ticketId) return
    void ticket.load(ticketId)
    void personnel.load()
  }, [ticketId, language])
  const item = loaded.data?.id === ticketId ? loaded.data : null
  useEffect(() => {
    resetHolderForm(item)
    setKnown('')
    // Only when another ticket arrives: a reload of the same one must not wipe what is being typed.
  }, [item?.id])
  useEffect(() => rewordHolder(ticketId), [language, ticketId])

  return (
    <WalletPage title={t('wallet.personnel.holderHeading')}>
      <RouteLink path="/ticket">{t('wallet.personnel.unassignedHeading')}</RouteLink>
      {!ticketId && (
        <p role="alert" className={shared.alert}>
          {t('wallet.personnel.noTicket')}
        </p>
      )}
      {ticketId && !item && loaded.status === 'loading' && <Spinner showText />}
      {ticketId && !item && loaded.status === 'failed' && <LoadFailed onRetry={() => void ticket.load(ticketId)} />}
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
                void saveHolder(item)
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
    </WalletPage>
  )
}
