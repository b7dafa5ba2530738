import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { signInAndReturn } from '@fairpass/core/area'
import { loadValidation } from '@fairpass/core/forms'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language, $session } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, Pending, QrCode, TextField } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import { Booths } from '../shared/Booths'
import type { InExhibition } from '../shared/portalPage'
import { ReviewState } from '../shared/ReviewState'
import * as styles from '../shared/portal.css'
import { ApplicantFields } from './ApplicantFields'
import { applicantValuesOf, createApplicantForm, inviteLandingOf, inviteMineOf, rememberInviteCode, rememberedInviteCode, staffEntryOf, submitOwnData } from './staffStore'

/** Typing a code from a poster or a message: checked by the shared schema (case and spaces forgiven). */
function CodeEntry({ onCode }: { onCode: (code: string) => void }) {
  const t = useT()
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string>()
  return (
    <form
      className={styles.stack}
      noValidate
      data-part="code-form"
      onSubmit={(event) => {
        event.preventDefault()
        void loadValidation().then(({ inviteCodeSchema, fieldErrors }) => {
          const parsed = inviteCodeSchema.safeParse(typed)
          if (parsed.success) onCode(parsed.data)
          else setProblem(Object.values(fieldErrors(parsed.error, $language.get()))[0])
        })
      }}
    >
      <TextField
        label={t('exh.invite.typeCode')}
        autoComplete="off"
        value={typed}
        onChange={(value) => {
          setTyped(value)
          setProblem(undefined)
        }}
        error={problem}
      />
      <Button type="submit">{t('exh.invite.open')}</Button>
    </form>
  )
}

/** The approved badge's entry QR and code, as the wallet shows a visitor's. */
function EntryCode({ exhibition }: InExhibition) {
  const t = useT()
  const entry = staffEntryOf(exhibition)
  const { status, data, error } = useStore(entry.$store)
  useEffect(() => {
    void entry.load()
  }, [entry])
  if (!data) return <Pending status={status} error={error} onRetry={() => void entry.retry()} loading={t('exh.loading')} />
  return (
    <div className={styles.stack} data-part="entry-code">
      <QrCode value={data.userQr} label={t('exh.invite.entryQr', { name: data.name ?? '' })} size={200} />
      {data.userCode && (
        <p className={parts.note}>
          {t('exh.invite.entryCodeLabel')} <span className={styles.code}>{data.userCode}</span>
        </p>
      )}
    </div>
  )
}

/** Where the signed-in staff member stands: the form, the review, or the approved badge (spec §4 staff invite flow). */
function OwnBadge({ exhibition, code }: InExhibition & { code: string }) {
  const t = useT()
  const language = useStore($language)
  const mine = inviteMineOf(exhibition)
  const { status, data, error } = useStore(mine.$store)
  const form = useMemo(createApplicantForm, [])
  const [again, setAgain] = useState(false)

  useEffect(() => {
    void mine.load()
  }, [mine, language])
  useEffect(() => form.reword(), [form, language])

  if (!data) return <Pending status={status} error={error} onRetry={() => void mine.retry()} loading={t('exh.loading')} />
  const badge = data.credential
  if (data.step === 'form' || again) {
    return (
      <Card title={t('exh.invite.ownHeading')}>
        <ApplicantFields form={form} submitLabel={t('exh.invite.submit')} onSubmit={() => void submitOwnData(exhibition, form, code).then((state) => state && setAgain(false))} />
      </Card>
    )
  }
  return (
    <Card title={t(data.step === 'confirmation' ? 'exh.invite.approvedHeading' : 'exh.invite.auditingHeading')}>
      <div className={styles.stack} data-part="own-badge" data-step={data.step}>
        {badge && (
          <p className={parts.badges}>
            <ReviewState state={badge.state} label={badge.name} />
          </p>
        )}
        <p className={parts.note}>{t(`exh.invite.step.${data.step}${badge?.state === 'draft' ? 'Draft' : ''}`, { company: data.companyName ?? '' })}</p>
        {badge?.state === 'rejected' && badge.reason && (
          <p role="alert" className={styles.formAlert}>
            {t('exh.review.reason', { reason: badge.reason })}
          </p>
        )}
        {badge && (badge.state === 'rejected' || badge.state === 'draft') && (
          <Button
            variant="secondary"
            onClick={() => {
              form.fill(applicantValuesOf(badge))
              setAgain(true)
            }}
          >
            {t('exh.invite.changeData')}
          </Button>
        )}
        {data.step === 'confirmation' && <EntryCode exhibition={exhibition} />}
      </div>
    </Card>
  )
}

/**
 * /exhibitorSelfService/exhInviteStaff (opens without a login): what an invitation's link or code opens — the
 * company and its booths — then, signed in, the staff member's own badge data, and where the badge stands.
 */
export function InviteStaffPage({ exhibition, code: linkCode }: InExhibition & { code?: string }) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const token = useStore($session).token
  const code = (linkCode ?? '').replace(/[\s-]/g, '').toUpperCase() || rememberedInviteCode()
  const landing = code ? inviteLandingOf(code) : null
  const shown = useStore(landing?.$store ?? inviteLandingOf('').$store)

  useEffect(() => {
    if (!code || !landing) return
    rememberInviteCode(code)
    void landing.load()
  }, [code, landing, language])

  return (
    <ExhibitionPage stacked title={t('exh.invite.landingHeading')}>
      {!code ? (
        <Card>
          <CodeEntry onCode={(typed) => router.navigate(router.$route.get().path, { ...router.$route.get().query, code: typed })} />
        </Card>
      ) : !shown.data ? (
        <Pending status={shown.status} error={shown.error} onRetry={() => void landing?.retry()} loading={t('exh.loading')} />
      ) : (
        <>
          <Card title={shown.data.companyName}>
            <div className={styles.stack} data-part="invite-landing">
              <p className={parts.note}>{t('exh.invite.landingIntro', { company: shown.data.companyName, fair: shown.data.exhibitionTitle })}</p>
              <Booths booths={shown.data.booths} />
              {shown.data.refusal && (
                <p role="alert" className={styles.formAlert} data-state={shown.data.refusal.code}>
                  {shown.data.refusal.message}
                </p>
              )}
            </div>
          </Card>
          {!token ? (
            <Button block onClick={() => signInAndReturn(router.location(), {}, router)}>
              {t('exh.invite.signIn')}
            </Button>
          ) : (
            <OwnBadge exhibition={exhibition} code={code} />
          )}
        </>
      )}
    </ExhibitionPage>
  )
}
