import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { isMobileUserAgent, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatValidationMessage } from '@fairpass/core/validation'
import { Button, Card, ExhibitionPage, FileButton, SpinnerRing } from '@fairpass/ui'
import './messages'
import { $photo, canRetry, choosePhoto, resetPhoto, retryPhoto, skipPhoto, type PhotoError } from './photoStore'
import * as styles from './PhotoPage.css'

const ACCEPT = 'image/jpeg,image/png'

/** /photo: the business card photo that pre-fills the profile (spec §2, businessCardSwitch). */
export function PhotoPage() {
  const t = useT()
  const language = useStore($language)
  const photo = useStore($photo)
  const router = useRouter()
  const phone = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent, navigator.maxTouchPoints)
  const busy = photo.state === 'checking' || photo.state === 'uploading' || photo.state === 'recognising'
  // A file the browser cannot show (text renamed .png) gets no broken-image box; the message says what is wrong.
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null)
  const retry = photo.state === 'failed' && canRetry(photo.error)

  useEffect(() => resetPhoto, [])

  const onFile = (file: File) => void choosePhoto(file, router)

  const errorText = (error: PhotoError): string =>
    error.kind === 'rule' ? formatValidationMessage(error.key, language, error.params) : error.kind === 'text' ? t(error.key) : error.message

  return (
    <ExhibitionPage title={t('reg.photo.heading')}>
      <Card>
        <div className={styles.body} data-state={photo.state}>
          <p className={styles.intro}>{t('reg.photo.intro')}</p>

          {photo.previewUrl && photo.previewUrl !== brokenPreview && (
            <img className={styles.preview} src={photo.previewUrl} alt={t('reg.photo.previewAlt')} onError={() => setBrokenPreview(photo.previewUrl)} />
          )}

          {busy && (
            <div role="status" aria-live="polite">
              <p className={styles.status}>
                <SpinnerRing />
                {photo.state === 'uploading'
                  ? t('reg.photo.uploading', { percent: Math.round(photo.progress * 100) })
                  : t(photo.state === 'checking' ? 'reg.photo.checking' : 'reg.photo.recognising')}
              </p>
              {photo.state === 'uploading' && (
                <progress className={styles.progress} max={1} value={photo.progress} aria-label={t('reg.photo.uploading', { percent: Math.round(photo.progress * 100) })} />
              )}
            </div>
          )}
          {photo.state === 'done' && (
            <p className={styles.status} role="status">
              {t('reg.photo.done')}
            </p>
          )}
          {photo.state === 'failed' && photo.error && (
            <p className={styles.error} role="alert">
              {errorText(photo.error)}
            </p>
          )}

          {!busy && (
            <div className={styles.choices}>
              {retry && (
                <Button block onClick={() => void retryPhoto(router)}>
                  {t('reg.photo.retry')}
                </Button>
              )}
              {phone && (
                <FileButton block variant={retry ? 'secondary' : 'primary'} accept={ACCEPT} capture="environment" onFile={onFile}>
                  {t('reg.photo.takePhoto')}
                </FileButton>
              )}
              <FileButton block variant={phone || retry ? 'secondary' : 'primary'} accept={ACCEPT} onFile={onFile}>
                {t(photo.previewUrl ? 'reg.photo.chooseOther' : 'reg.photo.choosePicture')}
              </FileButton>
              <p className={styles.hint}>{t('reg.photo.hint')}</p>
            </div>
          )}

          <Button variant="text" block onClick={() => skipPhoto(router)}>
            {t('reg.photo.skip')}
          </Button>
        </div>
      </Card>
    </ExhibitionPage>
  )
}

// RegistrationApp's lazy() takes the default export without a wrapper function in the startup chunk.
export default PhotoPage
