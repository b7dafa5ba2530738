import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import type { StaffInvitationView } from '@fairpass/core/contract'
import { loadValidation } from '@fairpass/core/forms'
import { useT } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { $apiBase, $language } from '@fairpass/core/session'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Button, Card, ExhibitionPage, ListStates, QrCode, TextField } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import { createForm } from '../shared/form'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import * as styles from '../shared/portal.css'
import { useIsStaff } from '../shared/useRole'
import { $staffAction, invitesOf, makeInvite, stopInvite } from './staffStore'

/**
 * The invitation's link as staff open it: the FairPass app's address with the invitation's hash route. Embedded on a
 * partner's page the app is at the API's origin (the element routes in memory, the partner's hash is its own);
 * in the app it is this page.
 */
export function inviteUrl(invite: Pick<StaffInvitationView, 'linkPath'>): string {
  const apiBase = $apiBase.get().replace(/\/+$/, '')
  if (apiBase) return `${apiBase}/${invite.linkPath}`
  return typeof location === 'undefined' ? invite.linkPath : `${location.origin}${location.pathname}${invite.linkPath}`
}

function createInviteForm(exhibition: InExhibition['exhibition']) {
  return createForm({ maxUses: '20', validDays: '14' }, async (values) => {
    const { staffInviteCreateSchema, fieldErrors } = await loadValidation()
    const parsed = staffInviteCreateSchema.safeParse({ ...exhibition, ...values, languageType: $language.get() })
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
}

/**
 * /exhibitorSelfService/documentManagement/inviteCodePage and /exhCertificationCode: invitations that let staff fill
 * in their own badge data, each a link, a QR code and a short code to type; how often each was used; revoking one.
 */
export function InvitesPage({ exhibition }: InExhibition) {
  const t = useT()
  const area = useArea()
  const language = useStore($language)
  const invites = invitesOf(exhibition)
  const { status, data, error } = useStore(invites.$store)
  const action = useStore($staffAction)
  const form = useMemo(() => createInviteForm(exhibition), [exhibition])
  const { values, errors } = useStore(form.$form)
  const staff = useIsStaff(exhibition)

  useEffect(() => {
    if (!staff) void invites.load()
  }, [invites, language, staff])
  useEffect(() => form.reword(), [form, language])

  const copy = (invite: StaffInvitationView) => {
    void navigator.clipboard?.writeText(inviteUrl(invite)).then(
      () => notify(t('exh.invite.copied'), 'success'),
      () => notify(t('exh.invite.copyFailed'), 'error'),
    )
  }

  return (
    <ExhibitionPage stacked title={t('exh.invite.heading')}>
      <PortalNav here="invites" />
      {staff ? (
        <Card>
          <p className={parts.note} data-part="staff-note">
            {t('exh.staffReadOnly')}
          </p>
        </Card>
      ) : (
        <>
      <Card title={t('exh.invite.new')}>
        <form
          className={styles.stack}
          noValidate
          data-part="invite-form"
          onSubmit={(event) => {
            event.preventDefault()
            void form
              .submit((typed) => makeInvite(exhibition, Number(typed.maxUses), Number(typed.validDays)))
              .then((made) => made && area.emit('fair-exhibitor-staff-invited', { exhibitionId: exhibition.exhibitionId, invitationId: made.id, code: made.code }))
          }}
        >
          <p className={parts.muted}>{t('exh.invite.intro')}</p>
          <TextField label={t('exh.invite.maxUses')} type="number" inputMode="numeric" value={values.maxUses} onChange={(value) => form.set('maxUses', value)} error={errors.maxUses} />
          <TextField label={t('exh.invite.validDays')} type="number" inputMode="numeric" value={values.validDays} onChange={(value) => form.set('validDays', value)} error={errors.validDays} />
          {errors._form && (
            <p role="alert" className={styles.formAlert}>
              {errors._form}
            </p>
          )}
          <Button type="submit" loading={action === 'invite'} debounce>
            {t('exh.invite.make')}
          </Button>
        </form>
      </Card>
      <ListStates part="invites" status={status} items={data} onRetry={() => void invites.retry()} error={error} empty={<p className={parts.muted}>{t('exh.invite.empty')}</p>}>
        {(items) =>
          items.map((invite) => {
            const usable = !invite.revoked && new Date(invite.expiresAt).getTime() > Date.now() && invite.uses < invite.maxUses
            return (
              <li key={invite.id} data-invite={invite.code} data-state={usable ? 'open' : 'closed'}>
                <Card>
                  <div className={styles.stack}>
                    <p>
                      <span className={parts.muted}>{t('exh.invite.code')} </span>
                      <span className={styles.code}>{invite.code}</span>
                    </p>
                    <p className={parts.muted}>
                      {t('exh.invite.uses', { uses: invite.uses, max: invite.maxUses })} · {t('exh.invite.until', { when: formatFairDateTime(invite.expiresAt, language) })}
                      {invite.revoked ? ` · ${t('exh.invite.isRevoked')}` : ''}
                    </p>
                    {usable && (
                      <>
                        <QrCode value={inviteUrl(invite)} label={t('exh.invite.qrOf', { code: invite.code })} size={160} />
                        <a className={`${parts.link} ${styles.breakAnywhere}`} href={inviteUrl(invite)} data-part="invite-link">
                          {inviteUrl(invite)}
                        </a>
                        <div className={parts.actions}>
                          <Button variant="secondary" aria-label={t('exh.invite.copyOf', { code: invite.code })} onClick={() => copy(invite)}>
                            {t('exh.invite.copy')}
                          </Button>
                          <Button variant="text" loading={action === 'revoke'} aria-label={t('exh.invite.revokeOf', { code: invite.code })} onClick={() => void stopInvite(exhibition, invite.id)}>
                            {t('exh.invite.revoke')}
                          </Button>
                        </div>
                      </>
                    )}
                  </div>
                </Card>
              </li>
            )
          })
        }
      </ListStates>
        </>
      )}
    </ExhibitionPage>
  )
}
