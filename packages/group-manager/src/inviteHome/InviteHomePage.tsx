import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { perExhibition, resource } from '@fairpass/core/resource'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, LoadFailed } from '@fairpass/ui'
import { fetchInviter } from '../invite/api'
import type { InExhibition } from '../shared/groupPage'
import * as parts from '../shared/page.css'
import * as styles from './InviteHome.css'
import { inviterIdOf, keepInvitation, type InviteQuery } from './inviteHome'

const inviterOf = perExhibition((ref) => {
  const byId = new Map<string, ReturnType<typeof make>>()
  const make = (id: string) => resource(() => fetchInviter(ref, id), { isEmpty: () => false })
  return (id: string) => byId.get(id) ?? byId.set(id, make(id)).get(id)!
})

/**
 * /invite/home (no login): the landing page of an invitation link: who invites, to which exhibition, and a button to
 * register that keeps the link's parameters, so the registration records the inviter.
 */
export function InviteHomePage({ exhibition, query }: InExhibition & { query: InviteQuery }) {
  const t = useT()
  const router = useRouter()
  const id = inviterIdOf(query)
  return (
    <ExhibitionPage stacked title={t('invites.home.heading')}>
      <Card>
        {id ? (
          <Inviter exhibition={exhibition} id={id} onRegister={() => {
            keepInvitation(query)
            router.navigate('/registration', {})
          }} />
        ) : (
          <p role="alert" className={parts.alert} data-part="invite-home" data-state="invalid">
            {t('invites.home.badLink')}
          </p>
        )}
      </Card>
    </ExhibitionPage>
  )
}

function Inviter({ exhibition, id, onRegister }: InExhibition & { id: string; onRegister: () => void }) {
  const t = useT()
  const language = useStore($language)
  const inviter = inviterOf(exhibition)(id)
  const { status, data, error } = useStore(inviter.$store)

  useEffect(() => {
    void inviter.load()
  }, [inviter, language])

  if (!data) {
    if (status === 'failed') return <LoadFailed onRetry={() => void inviter.retry()} error={error} />
    return <p className={parts.muted}>{t('invites.loading')}</p>
  }
  return (
    <div className={parts.stack} data-part="invite-home" data-state="ready">
      <p className={styles.invites}>{t('invites.home.invites', { name: data.inviterName })}</p>
      <h2 className={styles.exhibition}>{data.exhibitionTitle}</h2>
      <p className={parts.muted}>{t('invites.home.hint')}</p>
      <div className={parts.actions}>
        <Button block onClick={onRegister}>
          {t('invites.home.register')}
        </Button>
      </div>
    </div>
  )
}
