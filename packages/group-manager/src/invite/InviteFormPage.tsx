import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import type { ReferralFormType } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { perExhibition, resource } from '@fairpass/core/resource'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import type { ReferralChannel } from '@fairpass/core/validation'
import { Button, Card, ExhibitionPage, Pending, TextField } from '@fairpass/ui'
import { CopyableAddress } from '../shared/CopyableAddress'
import type { InExhibition } from '../shared/groupPage'
import { InviteNav } from './InviteNav'
import * as parts from '../shared/page.css'
import { fetchNotice } from './api'
import * as styles from './Invite.css'
import { CHANNEL_OF, createRecipientForm, invitationOf, invitationUrl, isFormType, sendTo } from './inviteStore'

/** /inviteRegistration-form/{inviteFormType}: invite by SMS or e-mail (SHORT_MSG, EMAIL), show the QR (QRCODE) or copy the link (LINK). */
export function InviteFormPage({ exhibition, inviteFormType }: InExhibition & { inviteFormType: string }) {
  const t = useT()
  const type = isFormType(inviteFormType) ? inviteFormType : null
  const channel = type ? CHANNEL_OF[type] : undefined
  return (
    <ExhibitionPage stacked title={type ? t(`invites.channel.${type}`) : t('invites.heading')}>
      <InviteNav here="other" />
      <Card>
        {!type ? (
          <p role="alert" className={parts.alert}>
            {t('invites.form.unknownType')}
          </p>
        ) : channel ? (
          <SendForm key={channel} exhibition={exhibition} channel={channel} />
        ) : (
          <Share exhibition={exhibition} type={type} />
        )}
      </Card>
      <RouteLink className={parts.link} path="/inviteRegistration">
        {t('invites.back')}
      </RouteLink>
    </ExhibitionPage>
  )
}

const noticeOf = perExhibition((ref) => ({
  sms: resource(() => fetchNotice(ref, 'sms'), { isEmpty: () => false }),
  email: resource(() => fetchNotice(ref, 'email'), { isEmpty: () => false }),
}))

function SendForm({ exhibition, channel }: InExhibition & { channel: ReferralChannel }) {
  const t = useT()
  const language = useStore($language)
  const form = useMemo(() => createRecipientForm(channel), [channel])
  const { values, errors, busy } = useStore(form.$form)
  const notice = noticeOf(exhibition)[channel]
  const preview = useStore(notice.$store).data

  useEffect(() => form.reword(), [form, language])
  useEffect(() => {
    void notice.load()
  }, [notice, language])

  return (
    <form
      className={parts.stack}
      noValidate
      data-part="invite-form"
      data-state={channel}
      onSubmit={(event) => {
        event.preventDefault()
        void sendTo(exhibition, channel, form)
      }}
    >
      <TextField label={t('invites.form.name')} required autoComplete="off" value={values.name} onChange={(value) => form.set('name', value)} error={errors.name} />
      <TextField
        label={t(channel === 'sms' ? 'invites.form.mobile' : 'invites.form.email')}
        type={channel === 'sms' ? 'tel' : 'email'}
        required
        autoComplete="off"
        value={values.address}
        onChange={(value) => form.set('address', value)}
        error={errors.address}
      />
      {errors._form && (
        <p role="alert" className={parts.alert}>
          {errors._form}
        </p>
      )}
      <div className={parts.actions}>
        <Button type="submit" loading={busy} debounce>
          {t('invites.form.send')}
        </Button>
      </div>
      {preview && (
        <div className={parts.stack} data-part="invite-preview">
          <p className={parts.factLabel}>{t('invites.form.preview')}</p>
          <p className={styles.preview}>{previewText(channel, preview, values.name)}</p>
        </div>
      )}
    </form>
  )
}

/** The message as it will go out: the server's text with the name typed so far in place of its "…". */
function previewText(channel: ReferralChannel, notice: { subject: string; text: string }, name: string): string {
  const text = notice.text.replace('…', name.trim() || '…')
  return channel === 'email' ? `${notice.subject}\n\n${text}` : text
}

function Share({ exhibition, type }: InExhibition & { type: ReferralFormType }) {
  const t = useT()
  const language = useStore($language)
  const invitation = invitationOf(exhibition)
  const { status, data, error } = useStore(invitation.$store)

  useEffect(() => {
    void invitation.load()
  }, [invitation, language])

  if (!data) return <Pending status={status} error={error} onRetry={() => void invitation.retry()} loading={t('invites.loading')} />
  const address = invitationUrl(data)

  return (
    <div className={parts.stack} data-part="invite-share" data-state={type}>
      <p className={parts.muted}>{t(type === 'QRCODE' ? 'invites.qr.intro' : 'invites.link.intro')}</p>
      <CopyableAddress
        address={address}
        part="invite-link"
        qr={type === 'QRCODE' ? { label: t('invites.qr.label', { name: data.inviterName }), size: 220 } : undefined}
        words={{ label: 'invites.link.label', copy: 'invites.link.copy', copied: 'invites.link.copied', copyFailed: 'invites.link.copyFailed' }}
        primary={type === 'LINK'}
      />
    </div>
  )
}
