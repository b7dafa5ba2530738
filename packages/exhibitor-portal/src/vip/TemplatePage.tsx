import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, LoadFailed, Pending, Radio } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import { FilePicker } from '../shared/FilePicker'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import { TextArea } from '../shared/TextArea'
import * as styles from '../shared/portal.css'
import { useIsStaff } from '../shared/useRole'
import { InvitationPreview } from './InvitationPreview'
import { vipLink } from './vipApi'
import { createWordingForm, saveWording, templatesOf, uploadInviteImage, vipInviteOf, wordingValuesOf } from './vipStore'
import * as vip from './Vip.css'

// VIP_WORDING_MAX of core/validation, which the save checks; importing it here would bring zod into the page.
const VIP_WORDING_MAX = 200

/**
 * /exhibitorSelfService/invitationTemplate, /exhibitorSelfServiceNew/invitationTemplate and its /editInvitation: one
 * of the organiser's templates chosen, the company's own wording in both languages and its invite image, with the
 * invitation previewed as it is typed. Staff see the preview only.
 */
export function TemplatePage({ exhibition }: InExhibition) {
  const t = useT()
  const area = useArea()
  const language = useStore($language)
  const invite = vipInviteOf(exhibition)
  const templates = templatesOf(exhibition)
  const loaded = useStore(invite.$store)
  const shownTemplates = useStore(templates.$store)
  const form = useMemo(() => createWordingForm(exhibition), [exhibition])
  const { values, errors, busy } = useStore(form.$form)
  const staff = useIsStaff(exhibition)
  const [uploading, setUploading] = useState(false)
  const [imageError, setImageError] = useState<string>()
  const [filled, setFilled] = useState(false)

  useEffect(() => {
    void invite.load()
    void templates.load()
  }, [invite, templates, language])
  useEffect(() => form.reword(), [form, language])
  // The saved invitation fills the form once; later loads (a language switch) leave what is being typed alone.
  useEffect(() => {
    if (loaded.data && !filled) {
      form.fill(wordingValuesOf(loaded.data))
      setFilled(true)
    }
  }, [form, loaded.data, filled])

  const list = shownTemplates.data ?? []
  const template = list.find((row) => row.id === values.templateId) ?? null
  const link = loaded.data ? vipLink(loaded.data) : ''

  if (!loaded.data) {
    return (
      <ExhibitionPage stacked title={t('exh.vip.template.heading')}>
        <PortalNav here="buyers" />
        <Pending status={loaded.status} error={loaded.error} onRetry={() => void invite.retry()} loading={t('exh.loading')} />
      </ExhibitionPage>
    )
  }

  const preview = <InvitationPreview exhibition={exhibition} template={template} wordingCn={values.wordingCn} wordingEn={values.wordingEn} imageLink={values.imageLink} link={link} />
  return (
    <ExhibitionPage stacked title={t('exh.vip.template.heading')}>
      <PortalNav here="buyers" />
      {staff ? (
        <Card>
          <div className={styles.stack}>
            <p className={parts.note} data-part="staff-note">
              {t('exh.staffReadOnly')}
            </p>
            {preview}
          </div>
        </Card>
      ) : (
        <>
          <Card title={t('exh.vip.template.choose')}>
            {shownTemplates.status === 'failed' ? (
              <LoadFailed onRetry={() => void templates.retry()} error={shownTemplates.error} />
            ) : (
              <fieldset className={vip.recipient} data-part="templates">
                <legend className={vip.legend}>{t('exh.vip.template.legend')}</legend>
                {list.length === 0 && <p className={parts.muted}>{t('exh.vip.template.none')}</p>}
                {list.map((row) => (
                  <Radio key={row.id} name="vip-template" label={`${row.title} · ${t(`exh.vip.channel.${row.channel}`)}`} checked={values.templateId === row.id} onSelect={() => form.set('templateId', row.id)} />
                ))}
              </fieldset>
            )}
          </Card>
          <Card title={t('exh.vip.template.own')}>
            <form
              className={styles.stack}
              noValidate
              data-part="wording-form"
              onSubmit={(event) => {
                event.preventDefault()
                void saveWording(exhibition, form).then((saved) => {
                  if (!saved) return
                  notify(t('exh.vip.template.saved'), 'success')
                  area.emit('fair-exhibitor-invitation-saved', { exhibitionId: exhibition.exhibitionId, templateId: saved.templateId })
                })
              }}
            >
              <TextArea label={t('exh.vip.template.wordingCn')} value={values.wordingCn} onChange={(value) => form.set('wordingCn', value)} maxLength={VIP_WORDING_MAX} hint={t('exh.vip.template.wordingHint', { n: VIP_WORDING_MAX })} error={errors.wordingCn} />
              <TextArea label={t('exh.vip.template.wordingEn')} value={values.wordingEn} onChange={(value) => form.set('wordingEn', value)} maxLength={VIP_WORDING_MAX} hint={t('exh.vip.template.wordingHint', { n: VIP_WORDING_MAX })} error={errors.wordingEn} />
              <div data-part="invite-image" className={styles.stack}>
                <FilePicker
                  label={t(values.imageFileId ? 'exh.vip.template.replaceImage' : 'exh.vip.template.image')}
                  hint={t('exh.vip.template.imageRule')}
                  accept=".jpg,.jpeg,.png"
                  busy={uploading}
                  error={imageError ?? errors.imageFileId}
                  onFile={(file) => {
                    setUploading(true)
                    setImageError(undefined)
                    void uploadInviteImage(exhibition, file)
                      .then((answer) => {
                        if ('error' in answer) setImageError(answer.error)
                        else form.fill({ ...form.$form.get().values, imageFileId: answer.fileId, imageLink: answer.link })
                      })
                      .finally(() => setUploading(false))
                  }}
                />
                {values.imageFileId && (
                  <Button variant="text" onClick={() => form.fill({ ...form.$form.get().values, imageFileId: '', imageLink: '' })}>
                    {t('exh.vip.template.removeImage')}
                  </Button>
                )}
              </div>
              {errors._form && (
                <p role="alert" className={styles.formAlert}>
                  {errors._form}
                </p>
              )}
              <Button type="submit" loading={busy} debounce>
                {t('exh.vip.template.save')}
              </Button>
            </form>
          </Card>
          <Card title={t('exh.vip.template.preview')}>{preview}</Card>
          <Card>
            <p className={parts.nav}>
              <RouteLink className={parts.link} path="/exhibitorSelfService/inviteVIP">
                {t('exh.vip.links.invitation')}
              </RouteLink>
            </p>
          </Card>
        </>
      )}
    </ExhibitionPage>
  )
}
