import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Dialog, TextField } from '@fairpass/ui'
import * as shared from '../shared/wallet.css'
import { $transferForm, resetTransfer, rewordTransfer, setTransferField, submitTransfer } from './walletStore'

/** The receiving account typed twice; what was typed stays through every failure. */
export function TransferDialog({
  exhibition,
  ticketId,
  open,
  onOpenChange,
}: {
  exhibition: ExhibitionRef
  ticketId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const router = useRouter()
  const form = useStore($transferForm)
  const language = useStore($language)
  useEffect(() => rewordTransfer(exhibition, ticketId), [exhibition, language, ticketId])
  useEffect(() => {
    if (!open) resetTransfer()
  }, [open])
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('wallet.ticket.transferTitle')}
      description={t('wallet.ticket.transferText')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('wallet.cancel')}
          </Button>
          <Button loading={form.submitting} debounce onClick={() => void submitTransfer(exhibition, ticketId, router)}>
            {t('wallet.ticket.transferConfirm')}
          </Button>
        </>
      }
    >
      <form
        className={shared.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submitTransfer(exhibition, ticketId, router)
        }}
      >
        <TextField
          label={t('wallet.ticket.account')}
          value={form.account}
          onChange={(value) => setTransferField('account', value)}
          autoComplete="off"
          required
          error={form.errors.account}
        />
        <TextField
          label={t('wallet.ticket.confirmAccount')}
          value={form.confirmAccount}
          onChange={(value) => setTransferField('confirmAccount', value)}
          autoComplete="off"
          required
          error={form.errors.confirmAccount}
        />
        {form.errors._form && (
          <p role="alert" className={shared.alert}>
            {form.errors._form}
          </p>
        )}
      </form>
    </Dialog>
  )
}
