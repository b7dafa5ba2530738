import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useRoute, useRouter } from '@fairpass/core/router'
import { $language, isOn } from '@fairpass/core/session'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Button, Card, ExhibitionPage, QrCode } from '@fairpass/ui'
import type { TicketInfo } from './api'
import { EntryStatus } from './EntryStatus'
import { refusalOf, type Loaded } from '@fairpass/core/resource'
import { $smsTicket, loadSmsTicket } from './stores'
import { useReload } from './useReload'
import './messages'
import * as styles from './EntryPage.css'

/** The code a gate scans: the 10-digit code with isOneCode=on (spec §4), else the signed QR payload. */
export function gateCodeOf(ticket: Pick<TicketInfo, 'isOneCode' | 'userCode' | 'userQr'>): string {
  return isOn(ticket.isOneCode) && ticket.userCode ? ticket.userCode : ticket.userQr
}

/** The entry QR with the name and exhibition: shared by /smsQrCodePage and /extractConfirmation. */
export function TicketCard({ ticket }: { ticket: TicketInfo }) {
  const t = useT()
  const name = ticket.name ?? ''
  return (
    <Card>
      <div className={styles.centered} data-state="issued">
        <QrCode value={gateCodeOf(ticket)} label={t('reg.entry.sms.qrLabel', { name })} size={240} />
        <p className={styles.muted}>{t('reg.entry.sms.hint')}</p>
      </div>
      <dl className={styles.facts}>
        {name && (
          <div className={styles.fact}>
            <dt>{t('reg.entry.sms.name')}</dt>
            <dd>{name}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{t('reg.entry.sms.exhibition')}</dt>
          <dd>{ticket.exhibitionTitle}</dd>
        </div>
        {ticket.userCode && (
          <div className={styles.fact}>
            <dt>{t('reg.entry.sms.code')}</dt>
            <dd className={styles.codeValue}>{ticket.userCode}</dd>
          </div>
        )}
      </dl>
    </Card>
  )
}

interface CompleteInfoTarget {
  tenantId: string
  exhibitionId: string
  registerType: string
  registerLinkId?: string
}

/** Spec §8 "verification code failed, complete your information first" (409): the link's registration to complete. */
export function completeInfoTarget(loaded: Loaded<unknown>): CompleteInfoTarget | null {
  const refusal = refusalOf(loaded.error)
  const data = refusal.data as Partial<CompleteInfoTarget> | undefined
  if (loaded.status !== 'failed' || refusal.status !== 409 || !data) return null
  const { tenantId, exhibitionId, registerType, registerLinkId } = data
  if (typeof tenantId !== 'string' || typeof exhibitionId !== 'string' || typeof registerType !== 'string') return null
  return { tenantId, exhibitionId, registerType, ...(typeof registerLinkId === 'string' ? { registerLinkId } : {}) }
}

/** The refusal with the one way forward: the exhibition's login, after which the normal routing opens the profile. */
function CompleteInfo({ message, target }: { message: string; target: CompleteInfoTarget }) {
  const t = useT()
  const language = useStore($language)
  const router = useRouter()
  return (
    <Card>
      <div className={styles.centered} data-state="completeInfo">
        <p role="alert" className={styles.alert}>
          {message}
        </p>
        <Button block onClick={() => router.navigate('/registration', { ...target, languageType: language })}>
          {t('reg.entry.sms.completeInfo')}
        </Button>
      </div>
    </Card>
  )
}

/** /smsQrCodePage?qrToken=: the entry code from an SMS link, without login. */
export function SmsQrCodePage() {
  const t = useT()
  const language = useStore($language)
  const { query } = useRoute()
  const loaded = useStore($smsTicket)
  useReload(() => loadSmsTicket(query.qrToken), query.qrToken)
  const ticket = loaded.status === 'ready' ? loaded.data : undefined
  const fallback = query.qrToken ? t('reg.entry.sms.invalid') : t('reg.entry.sms.missing')
  const incomplete = completeInfoTarget(loaded)
  const refusal = refusalOf(loaded.error)
  return (
    <ExhibitionPage title={t('reg.entry.sms.heading')}>
      {incomplete ? (
        <CompleteInfo message={refusal.message || t('reg.entry.loadFailed')} target={incomplete} />
      ) : !ticket ? (
        <EntryStatus loaded={loaded} retry={refusal.status === 0 ? () => loadSmsTicket(query.qrToken) : undefined} fallback={fallback} />
      ) : (
        <>
          <TicketCard ticket={ticket} />
          {ticket.expiresAt && (
            <p className={styles.muted}>
              {/* On the fair's clock: the same deadline on a phone abroad as at the venue. */}
              {t('reg.entry.sms.validUntil', { date: formatFairDateTime(ticket.expiresAt, language) })}
            </p>
          )}
        </>
      )}
    </ExhibitionPage>
  )
}
