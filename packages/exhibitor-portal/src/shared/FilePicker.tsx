import { useId } from 'react'
import { FileButton } from '@fairpass/ui'
import * as styles from './portal.css'

/**
 * A file chooser: a button saying what it uploads, the limits under it and the server's verdict under those. The
 * content is judged by the server (magic bytes, dimensions, size), whose words are shown as they come.
 */
export function FilePicker({ label, hint, accept, error, busy, onFile }: { label: string; hint: string; accept: string; error?: string; busy?: boolean; onFile: (file: File) => void }) {
  const id = useId()
  return (
    <div className={styles.filePicker} data-part="file-picker" aria-busy={busy || undefined}>
      <FileButton accept={accept} busy={busy} aria-invalid={error ? true : undefined} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} onFile={onFile}>
        {label}
      </FileButton>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  )
}
