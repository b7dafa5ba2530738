import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { signInAndReturn, useArea, useExhibition, useSignedIn } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language, $session } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, Spinner } from '@fairpass/ui'
import { formatDay, formatMoment, timeRange } from '../shared/format'
import * as shared from '../shared/page.css'
import { isSignCode, landingOf, signInOf } from './signInStore'
import * as styles from './SignInPage.css'

/**
 * /meetingSignIn?signCodeId=…&source=…: the door's QR. Opens without a login and shows the session; a signed-out
 * visitor logs in and comes back here, and a signed-in one is signed in at once (scanning is the intent; the server
 * keeps the first sign-in). The result, or the server's reason for refusing, is said in place.
 */
export function SignInPage({ signCodeId, source, tenantId }: { signCodeId?: string; source?: string; tenantId?: string }) {
  const t = useT()
  const exhibition = useExhibition()
  const tenant = tenantId || exhibition?.tenantId || $session.get().tenantId || ''
  const valid = isSignCode(signCodeId) && Boolean(tenant)
  return (
    <ExhibitionPage stacked title={t('conference.signIn.heading')}>
      {valid ? (
        <SignInFor tenantId={tenant} signCodeId={signCodeId} source={source} />
      ) : (
        <Card>
          <p role="alert" className={shared.alert} data-part="sign-in" data-state="bad-code">
            {t('conference.signIn.badCode')}
          </p>
        </Card>
      )}
    </ExhibitionPage>
  )
}

function SignInFor({ tenantId, signCodeId, source }: { tenantId: string; signCodeId: string; source?: string }) {
  const t = useT()
  const language = useStore($language)
  const router = useRouter()
  const signedIn = useSignedIn()
  const landing = landingOf(tenantId, signCodeId)
  const signing = signInOf(tenantId, signCodeId)
  const { emit } = useArea()
  const { status, data } = useStore(landing.$store)
  const state = useStore(signing.$state)

  useEffect(() => {
    void landing.load()
  }, [landing, language])
  useEffect(() => {
    if (signedIn && data && signing.$state.get().kind === 'idle') void signing.run(emit, source)
  }, [signing, signedIn, data, source, emit])
  // Another visitor on this phone signs in afresh.
  useEffect(() => {
    if (!signedIn) signing.reset()
  }, [signing, signedIn])

  if (status === 'failed' && !data) {
    return (
      <Card>
        <p role="alert" className={shared.alert} data-part="sign-in" data-state="bad-code">
          {t('conference.signIn.badCode')}
        </p>
      </Card>
    )
  }
  if (!data) return <Spinner showText />

  return (
    <>
      <Card>
        <div className={styles.stack} data-part="landing">
          <h2 className={shared.heading}>{data.title}</h2>
          <p className={shared.muted}>
            {formatDay(data.day, language)} {timeRange(data.localStart, data.localEnd)}
          </p>
          <p className={shared.muted}>{[data.room.name, data.room.hall].filter(Boolean).join(' · ')}</p>
        </div>
      </Card>
      <Card>
        <div className={styles.stack} data-part="sign-in" data-state={signedIn ? state.kind : 'signed-out'}>
          {!signedIn && (
            <>
              <p className={shared.note}>{t('conference.signIn.needLogin')}</p>
              <Button block onClick={() => signInAndReturn(router.location(), {}, router)}>
                {t('conference.signIn.logIn')}
              </Button>
            </>
          )}
          {signedIn && (state.kind === 'busy' || state.kind === 'idle') && <p className={shared.note} role="status">{t('conference.signIn.signingIn')}</p>}
          {signedIn && state.kind === 'done' && (
            <div role="status" className={styles.stack}>
              <p className={styles.done}>{t('conference.signIn.done')}</p>
              <p className={shared.note}>{t('conference.signIn.at', { time: formatMoment(state.outcome.signedInAt, data.timeZone, language) })}</p>
              {!state.outcome.changed && <p className={shared.muted}>{t('conference.signIn.again')}</p>}
              {state.outcome.walkIn && state.outcome.changed && <p className={shared.muted}>{t('conference.signIn.walkIn')}</p>}
              <RouteLink className={shared.link} path="/conference/mySchedule">{t('conference.signIn.toAgenda')}</RouteLink>
            </div>
          )}
          {signedIn && state.kind === 'refused' && (
            <div role="alert" className={styles.stack}>
              <p className={styles.refused}>{t('conference.signIn.refused')}</p>
              <p className={shared.note}>{state.message || t('core.networkError')}</p>
              <Button variant="secondary" onClick={() => void signing.run(emit, source)}>
                {t('conference.signIn.retry')}
              </Button>
            </div>
          )}
        </div>
      </Card>
    </>
  )
}
