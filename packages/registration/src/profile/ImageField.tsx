import { useId } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $apiBase } from '@fairpass/core/session'
import { fileLink, isFileId, type ProfileField } from '@fairpass/core/validation'
import { Button, FileButton, SpinnerRing } from '@fairpass/ui'
import { setProfileValue, uploadImage } from './profileStore'
import * as styles from './ImageField.css'

interface ImageFieldProps {
  field: ProfileField
  label: string
  value: unknown
  error?: string
  uploading: boolean
}

/**
 * A photo upload: the picked file is checked on the phone, uploaded, and shown as a preview that can be
 * replaced or removed. The file input itself carries the field's label, so it is found like any field.
 */
export function ImageField({ field, label, value, error, uploading }: ImageFieldProps) {
  const t = useT()
  const apiBase = useStore($apiBase)
  const id = useId()
  const errorId = `${id}-error`
  const statusId = `${id}-status`
  const link = isFileId(value) ? `${(apiBase ?? '').replace(/\/+$/, '')}${fileLink(value)}` : null

  return (
    <div className={styles.field} data-state={error ? 'invalid' : uploading ? 'uploading' : link ? 'filled' : 'empty'}>
      <span className={styles.label} aria-hidden="true">
        {label}
        {field.required && <span className={styles.requiredMark}>*</span>}
      </span>
      {link && <img className={styles.preview} src={link} alt={t('reg.profile.photoPreview', { label })} />}
      <div className={styles.actions}>
        <FileButton
          name={field.field}
          accept="image/jpeg,image/png"
          aria-label={label}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, uploading ? statusId : null].filter(Boolean).join(' ') || undefined}
          busy={uploading}
          onFile={(file) => void uploadImage(field, file)}
        >
          {link ? t('reg.profile.replacePhoto') : t('reg.profile.choosePhoto')}
        </FileButton>
        {link && !uploading && (
          <Button variant="text" onClick={() => setProfileValue(field.field, '')}>
            {t('reg.profile.removePhoto')}
          </Button>
        )}
      </div>
      {uploading && (
        <p id={statusId} className={styles.status} role="status">
          <SpinnerRing />
          {t('reg.profile.uploading')}
        </p>
      )}
      {error && (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      )}
    </div>
  )
}
