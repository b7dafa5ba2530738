import { useState } from 'react'
import { useT } from '@fairpass/core/i18n'
import type { LanguageType } from '@fairpass/core/link'
import type { ProfileField } from '@fairpass/core/validation'
import { Button, Checkbox, Dialog } from '@fairpass/ui'
import { labelOf, setProfileValue } from './profileStore'
import * as styles from './InfoWapPage.css'

interface AgreementFieldProps {
  field: ProfileField
  label: string
  value: unknown
  error?: string
  language: LanguageType
}

/** The tick box (spec §5: must be ticked) and, when configured, the agreement's text in a dialog. */
export function AgreementField({ field, label, value, error, language }: AgreementFieldProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const document = field.document
  const title = document ? labelOf(document.title, language) : ''
  return (
    <div className={styles.agreement}>
      <Checkbox
        name={field.field}
        label={label}
        required={field.required}
        checked={value === true}
        onChange={(checked) => setProfileValue(field.field, checked)}
        error={error}
      />
      {document && (
        <>
          <Button variant="text" className={styles.readLink} onClick={() => setOpen(true)}>
            {t('reg.profile.read', { title })}
          </Button>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title={title}
            footer={
              <Button
                block
                onClick={() => {
                  setProfileValue(field.field, true)
                  setOpen(false)
                }}
              >
                {t('reg.profile.agree')}
              </Button>
            }
          >
            <div className={styles.documentBody}>{labelOf(document.body, language)}</div>
          </Dialog>
        </>
      )}
    </div>
  )
}
