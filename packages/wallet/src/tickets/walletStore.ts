import { atom, map } from 'nanostores'
import type { WalletTicket } from '@fairpass/core/contract'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { navigate } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { fetchTicket, fetchWallet, reportLoss, transferTicket } from '../shared/api'
import { loadValidation, rewordShown, serverFieldErrors, type FieldErrors } from '@fairpass/core/forms'
import { requireExhibition } from '../shared/exhibition'
import { resource } from '../shared/resource'

/** The visitor's tickets for the exhibition (/wallet). */
export const wallet = resource(fetchWallet)

/** One ticket (/wallet/:id). */
export const ticket = resource(fetchTicket)

/** Only a valid ticket in its owner's wallet carries a QR; every other state shows why there is none. */
export const showsQr = (item: WalletTicket): item is WalletTicket & { qr: string } => item.state === 'valid' && Boolean(item.qr)

/**
 * After a loss report: the QR that replaced the old one, for the page to say so. Keyed by ticket, so another
 * ticket's page does not show the note.
 */
export const $replacedQr = atom<{ ticketId: string; qrVersion: number } | null>(null)
export const $lossBusy = atom(false)

/** Reports the ticket lost: the server revokes its QR and answers the ticket with a new one. */
export async function reportTicketLost(id: string): Promise<boolean> {
  if ($lossBusy.get()) return false
  $lossBusy.set(true)
  try {
    const [renewed] = await reportLoss([id])
    if (renewed) {
      ticket.set(renewed)
      $replacedQr.set({ ticketId: renewed.id, qrVersion: renewed.qrVersion })
    }
    notify(t('wallet.ticket.lossDone'), 'success')
    return true
  } catch {
    return false
  } finally {
    $lossBusy.set(false)
  }
}

export interface TransferForm {
  account: string
  confirmAccount: string
  errors: FieldErrors
  submitting: boolean
}

const EMPTY_TRANSFER: TransferForm = { account: '', confirmAccount: '', errors: {}, submitting: false }
export const $transferForm = map<TransferForm>({ ...EMPTY_TRANSFER })

export function setTransferField(field: 'account' | 'confirmAccount', value: string): void {
  const errors = { ...$transferForm.get().errors }
  delete errors[field]
  $transferForm.set({ ...$transferForm.get(), [field]: value, errors })
}

export function resetTransfer(): void {
  $transferForm.set({ ...EMPTY_TRANSFER })
}

async function transferErrors(id: string, form: TransferForm): Promise<FieldErrors | null> {
  const { transferSchema, fieldErrors } = await loadValidation()
  const parsed = transferSchema.safeParse({ ...requireExhibition(), id, account: form.account.trim(), confirmAccount: form.confirmAccount.trim() })
  return parsed.success ? null : fieldErrors(parsed.error, $language.get())
}

/**
 * Hands the ticket to another account (spec §5 style: the account typed twice). On success the ticket has left
 * this wallet and its QR stops working, so the visitor goes back to the wallet.
 */
export async function submitTransfer(id: string): Promise<boolean> {
  const form = $transferForm.get()
  if (form.submitting) return false
  const errors = await transferErrors(id, form)
  if (errors) {
    $transferForm.setKey('errors', errors)
    return false
  }
  $transferForm.setKey('submitting', true)
  try {
    await transferTicket(id, form.account.trim(), form.confirmAccount.trim())
    resetTransfer()
    ticket.reset()
    notify(t('wallet.ticket.transferDone'), 'success')
    navigate('/wallet')
    return true
  } catch (error) {
    const fields = serverFieldErrors(error, { formFallback: true })
    if (fields) $transferForm.setKey('errors', fields)
    return false
  } finally {
    $transferForm.setKey('submitting', false)
  }
}

/** A language switch words the transfer form's messages again, the ones on screen only. */
export function rewordTransfer(id: string): void {
  const form = $transferForm.get()
  if (!Object.keys(form.errors).length) return
  void transferErrors(id, form).then((fresh) => $transferForm.setKey('errors', rewordShown($transferForm.get().errors, fresh ?? {})))
}
