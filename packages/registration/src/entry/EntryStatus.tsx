import { useLayoutEffect } from 'react'
import { useArea } from '@fairpass/core/area'
import { withdrawNotice } from '@fairpass/core/http'
import { useT } from '@fairpass/core/i18n'
import { useRouter, type Router } from '@fairpass/core/router'
import { $link, $session } from '@fairpass/core/session'
import { linkToQuery, parseQuery } from '@fairpass/core/link'
import { Button, Card, Spinner } from '@fairpass/ui'
import type { Emit } from '../flow/emit'
import { refusalOf, type Loaded } from '@fairpass/core/resource'
import './messages'
import * as styles from './EntryPage.css'

/** Back to the start of the link: the login, or for a signed-in visitor wherever the rules say is next. */
export function backToRegistration(router: Router, emit: Emit): void {
  if ($session.get().token) void import('../flow/enter').then(({ enterExhibition }) => enterExhibition(router, emit).catch(() => undefined))
  else router.navigate('/registration', parseQuery(linkToQuery($link.get())))
}

/**
 * What an entry page shows while its data loads or after it failed: never a blank page. A refusal is worded by the
 * server in the page language; a transport failure gets a retry.
 */
export function EntryStatus({
  loaded,
  retry,
  fallback,
  backLabel,
}: {
  loaded: Loaded<unknown>
  retry?: () => void
  fallback?: string
  backLabel?: string
}) {
  const t = useT()
  const router = useRouter()
  const { emit } = useArea()
  // Said here, in the page's words: a lost answer is not said again in a notice.
  useLayoutEffect(() => {
    if (loaded.status === 'failed') withdrawNotice(loaded.error)
  }, [loaded.status, loaded.error])
  if (loaded.status === 'idle' || loaded.status === 'loading') {
    return (
      <Card>
        <div className={styles.centered}>
          <Spinner showText />
        </div>
      </Card>
    )
  }
  const { message } = refusalOf(loaded.error)
  return (
    <Card>
      <div className={styles.centered} data-state="failed">
        <p role="alert" className={styles.alert}>
          {message || fallback || t('reg.entry.loadFailed')}
        </p>
        {retry && !message && (
          <Button block onClick={retry}>
            {t('reg.entry.retry')}
          </Button>
        )}
        <Button variant="secondary" block onClick={() => backToRegistration(router, emit)}>
          {backLabel ?? t('reg.entry.backToStart')}
        </Button>
      </div>
    </Card>
  )
}
