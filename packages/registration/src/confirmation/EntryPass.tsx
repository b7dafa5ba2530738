import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { ticketCodeFor } from '@fairpass/core/journey'
import { $functionConfig, $language, $sysConfig, storedPageTitle, type UserInfo } from '@fairpass/core/session'
import { maskPhone } from '@fairpass/core/utils'
import { Card, QrCode } from '@fairpass/ui'
import './messages'
import * as styles from './ConfirmationPage.css'

/** "17–22 Sep 2025" / "2025年9月17日–22日" style, from the exhibition's ISO dates; undefined without them. */
export function exhibitionDates(from: unknown, to: unknown, language: string): string | undefined {
  const parse = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined)
  const start = parse(from)
  const end = parse(to) ?? start
  if (!start || !end) return undefined
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-CN', { year: 'numeric', month: language === 'en' ? 'short' : 'long', day: 'numeric', timeZone: 'UTC' })
  return start.getTime() === end.getTime() ? format.format(start) : format.formatRange(start, end)
}

/**
 * The visitor's entry pass: the QR (the ticket QR, or the 10-digit user code when the exhibition shows one code),
 * the code to read out, and who and what it is for. Shared by /confirmation and /user-center.
 */
export function EntryPass({ userInfo }: { userInfo: UserInfo }) {
  const t = useT()
  const sysConfig = useStore($sysConfig)
  const functionConfig = useStore($functionConfig)
  const language = useStore($language)
  const code = ticketCodeFor(userInfo, { ...sysConfig, ...functionConfig } as never)
  const account = userInfo.phone ? maskPhone(userInfo.phone) : (userInfo.email ?? userInfo.account)
  const exhibition = storedPageTitle(sysConfig, language)
  const config = (sysConfig ?? {}) as Record<string, unknown>
  const dates = exhibitionDates(config.ticketValidFrom, config.ticketValidTo, language)
  const facts: Array<[label: string, value: string | null | undefined, part: string]> = [
    [t('reg.confirmation.name'), userInfo.name, 'name'],
    [t('reg.confirmation.company'), userInfo.company, 'company'],
    [t('reg.confirmation.exhibition'), exhibition, 'exhibition'],
    [t('reg.confirmation.dates'), dates, 'dates'],
    [t('reg.confirmation.account'), account, 'account'],
  ]

  return (
    <>
      <Card>
        <div className={styles.qrBlock} data-state={code ? 'issued' : 'pending'}>
          {code ? (
            <>
              <QrCode value={code} label={t('reg.confirmation.qrLabel')} size={220} />
              <p className={styles.hint}>{t('reg.confirmation.qrHint')}</p>
              {userInfo.userCode && (
                // Label and code are set apart by layout, not by a colon: ":" is wrong in Chinese ("：").
                <p className={styles.code}>
                  <span>{t('reg.confirmation.codeLabel')}</span>
                  <span className={styles.codeValue} data-part="user-code">
                    {userInfo.userCode}
                  </span>
                </p>
              )}
            </>
          ) : (
            <p className={styles.hint}>{t('reg.confirmation.pending')}</p>
          )}
        </div>
      </Card>
      <Card>
        <dl className={styles.facts}>
          {facts.map(
            ([label, value, part]) =>
              value && (
                <div className={styles.fact} key={part} data-part={part}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ),
          )}
        </dl>
      </Card>
    </>
  )
}
