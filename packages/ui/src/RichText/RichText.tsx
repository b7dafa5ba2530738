import { useMemo } from 'react'
import { cleanHtml } from './sanitize'
import * as styles from './RichText.css'

/** The organiser's rich text, cleaned on this side too (./sanitize.ts) before it is set. */
export function RichText({ html, part }: { html: string; part: string }) {
  const clean = useMemo(() => cleanHtml(html), [html])
  if (!clean) return null
  return <div className={styles.rich} data-part={part} dangerouslySetInnerHTML={{ __html: clean }} />
}
