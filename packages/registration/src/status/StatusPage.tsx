import { useEffect, useState, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useArea } from '@fairpass/core/area'
import { useRouter } from '@fairpass/core/router'
import { $language, $link } from '@fairpass/core/session'
import { linkToQuery, parseQuery } from '@fairpass/core/link'
import { Button, Card, ExhibitionPage } from '@fairpass/ui'
import { bootRegistration } from '../app/bootstrap'
import './messages'
import * as styles from './StatusPage.css'

export type StatusKind = 'error' | 'closed' | 'unavailable'

type MessageFor = typeof import('@fairpass/core/messages').messageFor

/**
 * A reason from the error catalogue (`error.*`) in the current language: '' while the catalogue loads, undefined
 * for any other reason.
 */
function useCatalogueMessage(reason: string | undefined): string | undefined {
  const language = useStore($language)
  const [messageFor, setMessageFor] = useState<MessageFor>()
  const fromCatalogue = Boolean(reason?.startsWith('error.'))
  useEffect(() => {
    if (fromCatalogue) void import('@fairpass/core/messages').then((module) => setMessageFor(() => module.messageFor))
  }, [fromCatalogue])
  if (!fromCatalogue) return undefined
  return messageFor ? messageFor(reason!, language) : ''
}

/**
 * /error, /closed, and routes this element does not render. /error words its `reason` in the page language (so
 * it follows a language switch) and shows a `message` passed by an outside link as it is (spec §2).
 */
export function StatusPage({ kind, message, reason }: { kind: StatusKind; message?: string; reason?: string }) {
  const t = useT()
  const router = useRouter()
  const { emit } = useArea()
  const catalogueMessage = useCatalogueMessage(reason)
  const loadFailed = kind === 'error' && reason === 'loadFailed'
  const backToStart = () => router.navigate('/registration', parseQuery(linkToQuery($link.get())))
  const retry = () => {
    backToStart()
    void bootRegistration(router, emit)
  }
  const heading: Record<StatusKind, string> = {
    error: t('reg.status.errorHeading'),
    closed: t('reg.status.closedHeading'),
    unavailable: t('reg.status.notHereHeading'),
  }
  const text: Record<StatusKind, ReactNode> = {
    error: loadFailed ? t('reg.status.loadFailed') : (catalogueMessage ?? message ?? t('reg.status.wrongLink')),
    closed: t('reg.status.closedText'),
    unavailable: t('reg.status.notHereText'),
  }
  return (
    <ExhibitionPage title={heading[kind]}>
      <Card>
        <div className={styles.body} data-state={loadFailed ? 'load-failed' : kind}>
          <p role={kind === 'error' ? 'alert' : undefined} className={styles.text}>
            {text[kind]}
          </p>
          {loadFailed && (
            <Button block onClick={retry}>
              {t('reg.status.retry')}
            </Button>
          )}
          {kind === 'unavailable' && (
            <Button variant="secondary" block onClick={backToStart}>
              {t('reg.status.backToStart')}
            </Button>
          )}
        </div>
      </Card>
    </ExhibitionPage>
  )
}
