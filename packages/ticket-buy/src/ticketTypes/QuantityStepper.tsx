import * as styles from './QuantityStepper.css'

export interface QuantityStepperProps {
  value: number
  max: number
  onChange: (value: number) => void
  /** Accessible names: the buttons' and the count's. */
  fewerLabel: string
  moreLabel: string
  valueLabel: string
  disabled?: boolean
}

/** − n + : the count is announced as it changes; the buttons stop at 0 and at the limit. */
export function QuantityStepper({ value, max, onChange, fewerLabel, moreLabel, valueLabel, disabled = false }: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={valueLabel} data-state={disabled ? 'disabled' : value > 0 ? 'chosen' : 'empty'}>
      <button type="button" className={styles.step} aria-label={fewerLabel} disabled={disabled || value <= 0} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output className={styles.value} aria-live="polite" aria-label={valueLabel}>
        {value}
      </output>
      <button type="button" className={styles.step} aria-label={moreLabel} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  )
}
