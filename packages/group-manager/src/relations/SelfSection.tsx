import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, Card } from '@fairpass/ui'
import { labelOf } from '@fairpass/ui/ProfileFields'
import * as parts from '../shared/page.css'
import { $acting, confirmOne, mineOf, personFormOf } from './relationStore'

/**
 * The registrations others made for the signed-in visitor: who registered them and with which details, and the
 * button that makes it their own (self-submit). Shows nothing when there is none.
 */
export function SelfSection({ exhibition }: { exhibition: ExhibitionRef }) {
  const t = useT()
  const { emit } = useArea()
  const language = useStore($language)
  const mine = mineOf(exhibition)
  const { data } = useStore(mine.$store)
  const acting = useStore($acting)
  const form = personFormOf(exhibition)
  const fields = useStore(form.$store).data

  useEffect(() => {
    void mine.load()
  }, [mine, language])
  useEffect(() => {
    if (data?.length) void form.load()
  }, [form, language, data?.length])
  const labelFor = (field: string) => {
    const found = fields?.find((each) => each.field === field)
    return found ? labelOf(found.label, language) : field
  }

  if (!data?.length) return null
  return (
    <Card>
      <section className={parts.stack} data-part="registered-for-me" aria-labelledby="relations-self-heading">
        <h2 id="relations-self-heading" className={parts.heading}>
          {t('relations.self.heading')}
        </h2>
        {data.map((record) => (
          <div key={record.id} className={parts.stack} data-state={record.state}>
            <p className={parts.note}>{t('relations.self.by', { name: record.registeredBy })}</p>
            <dl className={parts.facts}>
              {Object.entries(record.profile).map(([field, value]) => (
                <div key={field} style={{ display: 'contents' }}>
                  <dt className={parts.factLabel}>{labelFor(field)}</dt>
                  <dd className={parts.factValue}>{Array.isArray(value) ? value.join(', ') : String(value)}</dd>
                </div>
              ))}
            </dl>
            {record.state === 'confirmed' ? (
              <p className={parts.badges}>
                <span className={parts.pill} data-state="approved">
                  {t('relations.self.done')}
                </span>
              </p>
            ) : (
              <div className={parts.actions}>
                <Button loading={acting.busy} onClick={() => void confirmOne(exhibition, record.id, emit)}>
                  {t('relations.self.confirm')}
                </Button>
              </div>
            )}
          </div>
        ))}
        {acting.refusal && (
          <p role="alert" className={parts.alert}>
            {acting.refusal}
          </p>
        )}
      </section>
    </Card>
  )
}
