import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useRouter } from '@fairpass/core/router'
import { useT } from '@fairpass/core/i18n'
import { $session } from '@fairpass/core/session'
import { refusalOf } from '@fairpass/core/resource'
import { Button, Card, ExhibitionPage } from '@fairpass/ui'
import type { TicketInfo } from './api'
import { confirmationPng } from './confirmationImage'
import { EntryStatus } from './EntryStatus'
import { TicketCard, gateCodeOf } from './SmsQrCodePage'
import { $ownTicket, loadOwnTicket } from './stores'
import { useReload } from './useReload'
import { signInAndReturn } from './returnTo'
import './messages'
import * as styles from './EntryPage.css'

type SaveState = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; url: string } | { state: 'failed' }

/** "Save image": a PNG download, and the image itself shown, since the messaging app's browser ignores downloads. */
function useSaveImage(ticket: TicketInfo | undefined) {
  const t = useT()
  const [save, setSave] = useState<SaveState>({ state: 'idle' })
  useEffect(() => () => void (save.state === 'saved' && URL.revokeObjectURL(save.url)), [save])
  const run = async () => {
    if (!ticket) return
    setSave({ state: 'saving' })
    try {
      const blob = await confirmationPng(ticket, gateCodeOf(ticket), {
        heading: t('reg.entry.extract.heading'),
        nameLabel: t('reg.entry.sms.name'),
        codeLabel: t('reg.entry.sms.code'),
        hint: t('reg.entry.sms.hint'),
      })
      const url = URL.createObjectURL(blob)
      const anchor = document.createElement('a')
      anchor.href = url
      anchor.download = `${t('reg.entry.extract.fileName')}-${ticket.userCode ?? ticket.exhibitionId}.png`
      anchor.click()
      setSave({ state: 'saved', url })
    } catch {
      setSave({ state: 'failed' })
    }
  }
  return { save, run }
}

/** /extractConfirmation: a registered visitor's entry QR, large, with a "Save image" action. */
export function ExtractConfirmationPage() {
  const t = useT()
  const signedIn = Boolean(useStore($session).token)
  const loaded = useStore($ownTicket)
  const router = useRouter()
  useReload(() => (signedIn ? loadOwnTicket() : undefined), signedIn)
  useEffect(() => {
    if (!signedIn) signInAndReturn('/extractConfirmation', {}, router)
  }, [signedIn, router])
  const ticket = loaded.status === 'ready' ? (loaded.data ?? undefined) : undefined
  const { save, run } = useSaveImage(ticket)
  const refusal = refusalOf(loaded.error)

  return (
    <ExhibitionPage title={t('reg.entry.extract.heading')}>
      {!ticket ? (
        <EntryStatus
          loaded={loaded}
          retry={refusal.status === 0 ? loadOwnTicket : undefined}
          backLabel={refusal.status === 409 ? t('reg.entry.extract.toRegister') : undefined}
        />
      ) : (
        <>
          <TicketCard ticket={ticket} />
          <Button block debounce loading={save.state === 'saving'} onClick={() => void run()}>
            {save.state === 'saving' ? t('reg.entry.extract.saving') : t('reg.entry.extract.save')}
          </Button>
          {save.state === 'failed' && (
            <p role="alert" className={styles.alert}>
              {t('reg.entry.extract.saveFailed')}
            </p>
          )}
          {save.state === 'saved' && (
            <Card>
              <div className={styles.centered}>
                <img src={save.url} alt={t('reg.entry.extract.imageAlt')} style={{ width: '100%', height: 'auto' }} />
                <p className={styles.muted}>{t('reg.entry.extract.imageHint')}</p>
              </div>
            </Card>
          )}
        </>
      )}
    </ExhibitionPage>
  )
}
