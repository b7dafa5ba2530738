import { useId, useRef } from 'react'
import * as styles from './portal.css'

/**
 * A file chooser with its label, the limits beside it and the server's verdict under it. The content is judged by
 * the server (magic bytes, dimensions, size), whose words are shown as they come.
 */
export function FilePicker({ label, hint, accept, error, busy, onFile }: { label: string; hint: string; accept: string; error?: string; busy?: boolean; onFile: (file: File) => void }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  return (
    <div data-part="file-picker" aria-busy={busy || undefined}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.fileInput}
        type="file"
        accept={accept}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared, so choosing the same file again after a refusal tries again.
          if (input.current) input.current.value = ''
          if (file) onFile(file)
        }}
      />
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
