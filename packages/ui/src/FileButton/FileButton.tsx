import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react'
import * as buttonStyles from '../Button/Button.css'
import { visuallyHidden } from '../visuallyHidden/visuallyHidden.css'
import * as styles from './FileButton.css'

export interface FileButtonProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'children' | 'className' | 'value'> {
  /** What the button says, in the visitor's language; also the input's name unless `aria-label` gives another. */
  children: ReactNode
  /** The one file picked (the input is cleared afterwards, so picking the same file again after a refusal counts). */
  onFile: (file: File) => void
  variant?: 'primary' | 'secondary'
  /** Full width. */
  block?: boolean
  /** An upload runs: the picker is disabled and says it is busy. */
  busy?: boolean
  className?: string
}

/**
 * A file picker that looks and reads like one of our buttons. The browser's own file input shows its words ("Choose
 * File", "No file chosen") in the browser's language, not the page's, and cannot be styled: it stays in the label,
 * out of sight but focusable, so the keyboard, screen readers and tests reach it by its name.
 */
export function FileButton({ children, onFile, variant = 'secondary', block = false, busy = false, disabled = false, className, ...input }: FileButtonProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) onFile(file)
  }
  const state = disabled ? 'disabled' : busy ? 'loading' : 'idle'
  const classes = [buttonStyles.base, buttonStyles.variant[variant], block && buttonStyles.block, styles.pick, className].filter(Boolean).join(' ')
  return (
    <label className={classes} data-state={state} part={`button file-button ${variant}-button`}>
      <input {...input} className={visuallyHidden} type="file" disabled={disabled || busy} aria-busy={busy || undefined} onChange={onChange} />
      {children}
    </label>
  )
}
