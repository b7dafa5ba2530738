import { Fragment, type ReactNode } from 'react'
import * as parts from './page.css'

/** One line of a record: its label and value, both already worded; `part` names the value for tests and hosts. */
export interface Fact {
  label: ReactNode
  value: ReactNode
  part?: string
}

/** A record's details as label–value pairs (a member's, a sub-account's), in the area's two-column grid. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={parts.facts}>
      {facts.map((fact, index) => (
        <Fragment key={index}>
          <dt className={parts.factLabel}>{fact.label}</dt>
          <dd className={parts.factValue} data-part={fact.part}>
            {fact.value}
          </dd>
        </Fragment>
      ))}
    </dl>
  )
}
