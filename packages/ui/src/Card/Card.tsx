import { useId, type ReactNode } from 'react'
import * as styles from './Card.css'

export interface CardProps {
  /** When given, the card is a section named by this heading. */
  title?: ReactNode
  children?: ReactNode
  className?: string
}

export function Card({ title, children, className }: CardProps) {
  const titleId = useId()
  return (
    <section part="card" className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      )}
      {children}
    </section>
  )
}
