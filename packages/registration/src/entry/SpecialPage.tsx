import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { useRoute, useRouter, type Router } from '@fairpass/core/router'
import { $link, $session } from '@fairpass/core/session'
import type { Emit } from '../flow/emit'
import { linkToQuery, parseQuery } from '@fairpass/core/link'
import { Button, Card, ExhibitionPage } from '@fairpass/ui'
import { EntryStatus } from './EntryStatus'
import { $invite, loadInvite } from './stores'
import { useReload } from './useReload'
import './messages'
import * as styles from './EntryPage.css'

/** Accepting leads to the login (or, signed in, straight on); the kept invitation goes along with addAndGetAll. */
async function accept(router: Router, emit: Emit): Promise<void> {
  if (!$session.get().token) {
    router.navigate('/registration', parseQuery(linkToQuery($link.get())))
    return
  }
  const { enterExhibition } = await import('../flow/enter')
  await enterExhibition(router, emit).catch(() => undefined)
}

/** /special?id=: a specially-invited guest's invitation, shown before login. */
export function SpecialPage() {
  const t = useT()
  const { query } = useRoute()
  const router = useRouter()
  const { emit } = useArea()
  const loaded = useStore($invite)
  useReload(() => loadInvite(query.id), query.id)
  const invite = loaded.status === 'ready' ? loaded.data : undefined
  return (
    <ExhibitionPage title={t('reg.entry.special.heading')}>
      {!invite ? (
        <EntryStatus loaded={loaded} retry={() => loadInvite(query.id)} fallback={t('reg.entry.special.missing')} />
      ) : (
        <Card>
          <div className={styles.stack} data-state={invite.used ? 'used' : 'open'}>
            <p className={styles.sectionHeading}>{t('reg.entry.special.greeting', { name: invite.guestName })}</p>
            <p className={styles.text}>{t('reg.entry.special.text')}</p>
            <dl className={styles.facts}>
              {invite.company && (
                <div className={styles.fact}>
                  <dt>{t('reg.entry.special.company')}</dt>
                  <dd>{invite.company}</dd>
                </div>
              )}
              {invite.title && (
                <div className={styles.fact}>
                  <dt>{t('reg.entry.special.title')}</dt>
                  <dd>{invite.title}</dd>
                </div>
              )}
              {invite.inviterName && (
                <div className={styles.fact}>
                  <dt>{t('reg.entry.special.inviter')}</dt>
                  <dd>{invite.inviterName}</dd>
                </div>
              )}
            </dl>
            {invite.used ? (
              <p role="alert" className={styles.alert}>
                {t('reg.entry.special.used')}
              </p>
            ) : (
              <Button block debounce onClick={() => void accept(router, emit)}>
                {t('reg.entry.special.accept')}
              </Button>
            )}
          </div>
        </Card>
      )}
    </ExhibitionPage>
  )
}
