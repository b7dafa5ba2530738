import { debounceClick } from '@fairpass/core/utils'
import { useEffect, useMemo, useRef, type ButtonHTMLAttributes, type MouseEvent } from 'react'
import { SpinnerRing } from '../Spinner/Spinner'
import * as styles from './Button.css'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'text'
  /** A request runs: the button stays focusable but ignores clicks, and says it is busy. */
  loading?: boolean
  /** Ignore further clicks for 1500 ms after one (spec §5), against double submits. */
  debounce?: boolean
  /** Full width. */
  block?: boolean
}

export function Button({
  variant = 'primary',
  loading = false,
  debounce = false,
  block = false,
  disabled = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const latestOnClick = useRef(onClick)
  useEffect(() => {
    latestOnClick.current = onClick
  })
  // Stable across renders so the debounce window survives the re-render a click usually causes.
  const debouncedClick = useMemo(
    () => debounceClick((event: MouseEvent<HTMLButtonElement>) => latestOnClick.current?.(event)),
    [],
  )
  const state = disabled ? 'disabled' : loading ? 'loading' : 'idle'
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault()
      return
    }
    if (debounce) debouncedClick(event)
    else onClick?.(event)
  }
  const classes = [styles.base, styles.variant[variant], block && styles.block, className].filter(Boolean).join(' ')
  return (
    <button
      {...rest}
      type={type}
      // ::part() hooks for the host page's own styling (docs/elements.md lists them).
      part={`button ${variant}-button`}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-state={state}
      onClick={handleClick}
    >
      {loading && <SpinnerRing size="small" />}
      {children}
    </button>
  )
}
