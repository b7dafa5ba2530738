import type { MouseEvent } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { useRouter, type Router } from '@fairpass/core/router'
import { $link, $session } from '@fairpass/core/session'
import { linkToQuery, type LinkContext } from '@fairpass/core/link'
import { Card, ExhibitionPage } from '@fairpass/ui'
import { bootRegistration } from '../app/bootstrap'
import type { Emit } from '../flow/emit'
import type { EntryLink } from './api'
import { EntryStatus } from './EntryStatus'
import { $entries, loadEntries } from './stores'
import { useReload } from './useReload'
import './messages'
import * as styles from './EntryPage.css'

const ENTRY_SESSION_FIELDS = ['registerType', 'languageType', 'registerLinkId', 'registrationSource'] as const

/**
 * Opening an entry is opening its link within the same exhibition: its parameters become the link's and the
 * session's, and the exhibition boots again for the register type, on this element's router. (Done by hand rather
 * than with applyLink because the login route's budget cannot carry the parser applyLink would pull in with it.)
 * A modified click (new tab) is left to the browser, as core/link's RouteLink does.
 */
function openEntry(event: MouseEvent<HTMLAnchorElement>, entry: EntryLink, router: Router, emit: Emit): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
  event.preventDefault()
  $link.set({ ...$link.get(), ...(entry.query as LinkContext) })
  for (const field of ENTRY_SESSION_FIELDS) if (entry.query[field]) $session.setKey(field, entry.query[field] as never)
  $session.setKey('linkQuery', linkToQuery($link.get()))
  router.navigate('/registration', entry.query)
  void bootRegistration(router, emit)
}

/** /geo (no login): the registration links the organiser publishes, per register type and language. */
export function GeoPage() {
  const t = useT()
  const loaded = useStore($entries)
  const router = useRouter()
  const { emit } = useArea()
  useReload(loadEntries)
  const list = loaded.status === 'ready' ? loaded.data : undefined
  return (
    <ExhibitionPage title={t('reg.entry.geo.heading')}>
      {!list ? (
        <EntryStatus loaded={loaded} retry={loadEntries} />
      ) : (
        <Card>
          <div className={styles.stack}>
            <p className={styles.muted}>{list.entries.length ? t('reg.entry.geo.intro') : t('reg.entry.geo.empty')}</p>
            <ul className={styles.list} aria-label={t('reg.entry.geo.listLabel')}>
              {list.entries.map((entry) => {
                const language = entry.languageType === 'en' ? t('reg.entry.geo.languageEn') : t('reg.entry.geo.languageCn')
                return (
                  <li key={`${entry.registerType}-${entry.languageType}`}>
                    {/* Not a RouteLink: opening an entry also switches the session's link (openEntry). Named by what it
                        shows (title, language, description): a spoken name that differs from the words on screen
                        cannot be said to voice control (WCAG 2.5.3). */}
                    <a
                      className={styles.linkRow}
                      href={router.hrefFor('/registration', entry.query)}
                      data-register-type={entry.registerType}
                      onClick={(event) => openEntry(event, entry, router, emit)}
                    >
                      <span className={styles.linkTitle}>
                        <span>{entry.title}</span>{' '}
                        <span className={styles.badge} lang={entry.languageType === 'en' ? 'en' : 'zh'}>
                          {language}
                        </span>
                      </span>
                      {entry.description && <span className={styles.muted}>{entry.description}</span>}
                    </a>
                  </li>
                )
              })}
            </ul>
          </div>
        </Card>
      )}
    </ExhibitionPage>
  )
}
