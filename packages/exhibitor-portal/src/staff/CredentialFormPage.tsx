import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, LoadFailed } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import { ApplicantFields } from './ApplicantFields'
import { applicantValuesOf, createApplicantForm, credentialOf, saveApplicant } from './staffStore'

const LIST = '/exhibitorSelfService/documentManagement/list'

/** /exhibitorSelfService/formInfoWap: the admin types a staff member's badge data (a new draft, or a draft or rejected one changed). */
export function CredentialFormPage({ exhibition, id }: InExhibition & { id?: string }) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const form = useMemo(createApplicantForm, [])
  const badge = id ? credentialOf(exhibition, id) : null
  const [filled, setFilled] = useState(!id)
  const loaded = useStore(badge?.$store ?? form.$form)

  useEffect(() => {
    if (badge) void badge.load()
  }, [badge, language])
  useEffect(() => form.reword(), [form, language])
  useEffect(() => {
    if (badge && !filled && 'status' in loaded && loaded.status === 'ready' && loaded.data) {
      form.fill(applicantValuesOf(loaded.data))
      setFilled(true)
    }
  }, [badge, filled, loaded, form])

  const title = t(id ? 'exh.staff.editHeading' : 'exh.staff.addHeading')
  return (
    <ExhibitionPage stacked title={title}>
      <PortalNav here="other" />
      <Card>
        {filled ? (
          <ApplicantFields
            form={form}
            submitLabel={t('exh.staff.save')}
            onSubmit={() => void saveApplicant(exhibition, form, id).then((saved) => saved && router.navigate(LIST))}
            onCancel={() => router.navigate(LIST)}
            cancelLabel={t('exh.cancel')}
          />
        ) : 'status' in loaded && loaded.status === 'failed' ? (
          <LoadFailed onRetry={() => void badge?.retry()} error={loaded.error} />
        ) : (
          <p className={parts.muted}>{t('exh.loading')}</p>
        )}
      </Card>
    </ExhibitionPage>
  )
}
