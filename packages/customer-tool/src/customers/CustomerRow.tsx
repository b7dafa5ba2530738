import { memo } from 'react'
import type { CustomerView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import * as parts from '../shared/page.css'
import * as styles from './Customers.css'

/**
 * One lead in the list. Memoised: "show more" appends 50 rows to a list that may hold thousands, and only the new
 * ones should render (a lead changed elsewhere arrives as a new object and renders again).
 */
export const CustomerRow = memo(function CustomerRow({ customer }: { customer: CustomerView }) {
  const t = useT()
  const name = customer.name ?? customer.mobile ?? t('customers.list.unnamed')
  return (
    <li className={styles.row} data-part="customer" data-id={customer.id}>
      <RouteLink className={parts.link} path="/custDetailInfoPage" query={{ id: customer.id }} aria-label={t('customers.list.open', { name })}>
        {name}
      </RouteLink>
      {(customer.company || customer.title) && <p className={styles.line}>{[customer.company, customer.title].filter(Boolean).join(' · ')}</p>}
      <p className={parts.badges}>
        <span className={parts.pill} data-state={customer.followUp} data-part="follow-up">
          {t(`customers.followUp.${customer.followUp}`)}
        </span>
        {customer.labels.map((label) => (
          <span key={label.id} className={parts.pill} data-state="label">
            {label.name}
          </span>
        ))}
        {customer.notesCount > 0 && <span className={parts.pill}>{t('customers.list.notes', { n: customer.notesCount })}</span>}
        {customer.surveyAnswered && <span className={parts.pill}>{t('customers.list.surveyed')}</span>}
      </p>
    </li>
  )
})
