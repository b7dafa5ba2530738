import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $sysConfig } from '@fairpass/core/session'
import { Card, ExhibitionPage } from '@fairpass/ui'
import { mailtoHref, whatsAppHref } from './contact'
import './messages'
import * as styles from './EntryPage.css'

/** /whatsApp: how visitors from abroad reach the organiser (page config whatsAppNumber, contactEmail). */
export function WhatsAppPage() {
  const t = useT()
  const config = (useStore($sysConfig) ?? {}) as Record<string, unknown>
  const number = typeof config.whatsAppNumber === 'string' ? config.whatsAppNumber : ''
  const email = typeof config.contactEmail === 'string' ? config.contactEmail : ''
  const chat = whatsAppHref(number)
  const mail = mailtoHref(email)
  return (
    <ExhibitionPage title={t('reg.entry.whatsApp.heading')}>
      <Card>
        <div className={styles.stack}>
          <p className={styles.text}>{chat || mail ? t('reg.entry.whatsApp.intro') : t('reg.entry.whatsApp.none')}</p>
          {/* Each link is named by what it shows ("WhatsApp +852 …"): a different spoken name fails voice control (WCAG 2.5.3). */}
          <ul className={styles.list}>
            {chat && (
              <li>
                <a className={styles.linkRow} href={chat} target="_blank" rel="noopener noreferrer">
                  <span className={styles.linkTitle}>{t('reg.entry.whatsApp.whatsApp')}</span>
                  <span className={styles.text}>{number}</span>
                </a>
              </li>
            )}
            {mail && (
              <li>
                <a className={styles.linkRow} href={mail}>
                  <span className={styles.linkTitle}>{t('reg.entry.whatsApp.email')}</span>
                  <span className={styles.text}>{email}</span>
                </a>
              </li>
            )}
          </ul>
        </div>
      </Card>
    </ExhibitionPage>
  )
}
