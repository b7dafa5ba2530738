import { useT } from '@fairpass/core/i18n'
import type { CustomerPerson } from '@fairpass/core/contract'
import * as parts from './page.css'

/** What a visitor shares (badge name, company, title) and their contact only when they agreed to share it. */
export function CustomerFacts({ person }: { person: CustomerPerson }) {
  const t = useT()
  const rows: [string, string | null][] = [
    ['customers.fields.name', person.name],
    ['customers.fields.company', person.company],
    ['customers.fields.title', person.title],
    ['customers.fields.mobile', person.mobile],
    ['customers.fields.email', person.email],
  ]
  return (
    <>
      <dl className={parts.facts}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt className={parts.factLabel}>{t(label)}</dt>
              <dd className={parts.factValue}>{value}</dd>
            </div>
          ))}
      </dl>
      {!person.contactShared && <p className={parts.muted}>{t('customers.fields.contactNotShared')}</p>}
    </>
  )
}
