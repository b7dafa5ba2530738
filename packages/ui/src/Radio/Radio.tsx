import { useId, type ReactNode } from 'react'
import * as styles from '../Checkbox/Checkbox.css'

export interface RadioProps {
  label: ReactNode
  /** The group: radios of one name are one choice (one fieldset with a legend names the question). */
  name: string
  checked: boolean
  /** Called when the visitor picks this one; a radio is never unpicked by itself. */
  onSelect: () => void
  disabled?: boolean
}

/** One answer of a single choice; the fieldset around its group carries the question as its legend. */
export function Radio({ label, name, checked, onSelect, disabled = false }: RadioProps) {
  const inputId = `${useId()}-radio`
  return (
    <div className={styles.row} data-state={checked ? 'checked' : 'unchecked'}>
      <input id={inputId} type="radio" className={styles.box} name={name} checked={checked} disabled={disabled} onChange={(event) => event.target.checked && onSelect()} />
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
    </div>
  )
}
