import { atom, map } from 'nanostores'
import type { FootprintEntry, WalletTicket } from '@fairpass/core/contract'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import type { ExhibitionRef } from '@fairpass/core/area'
import { loadValidation, rewordShown, serverFieldErrors, type FieldErrors } from '@fairpass/core/forms'
import type { Router } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { returnUrlFor, type ReturnUrlOptions } from '@fairpass/core/returnUrl'
import { fetchJournalQuietly, fetchLossFee, fetchTicket, fetchWallet, reportLoss, scopeOf, startPaidLoss, transferTicket } from '../shared/api'
import { perExhibition, resource } from '@fairpass/core/resource'

/** The visitor's tickets for an exhibition (/wallet). */
// Tickets issued by the ticket element on the same page (another area) reach this list through the 'tickets' topic.
export const walletOf = perExhibition((ref) => resource(() => fetchWallet(ref), { topics: ['tickets'] }))

/** One ticket of an exhibition (/wallet/:id). */
export const ticketOf = perExhibition((ref) => resource((id: string) => fetchTicket(ref, id)))

/**
 * What became of a ticket that is no longer in the wallet: the newest footprint the journal has for it (a transfer
 * names its receiver), or null when the journal has none (a gift the receiver took: the journal records the gift,
 * not its tickets) or cannot be read.
 */
export async function fateOf(ref: ExhibitionRef, id: string): Promise<FootprintEntry | null> {
  try {
    const entries = await fetchJournalQuietly(ref)
    const ofTicket = entries.filter((entry) => entry.ticketId === id).sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    return ofTicket[0] ?? null
  } catch {
    return null
  }
}

/** Only a valid ticket in its owner's wallet carries a QR; every other state shows why there is none. */
export const showsQr = (item: WalletTicket): item is WalletTicket & { qr: string } => item.state === 'valid' && Boolean(item.qr)

/**
 * After a loss report: the QR that replaced the old one, for the page to say so. Keyed by ticket, so another
 * ticket's page does not show the note.
 */
export const $replacedQr = atom<{ ticketId: string; qrVersion: number } | null>(null)
export const $lossBusy = atom(false)

/** The reissue fee of the ticket whose loss report is being confirmed: null while unknown. */
export const $lossFee = atom<{ ticketId: string; feeFen: number } | null>(null)

/** Asks what a new QR for the ticket costs, for the confirmation to say so before anything happens. */
export async function loadLossFee(ref: ExhibitionRef, id: string): Promise<void> {
  $lossFee.set(null)
  try {
    const { feeFen } = await fetchLossFee(ref, [id])
    $lossFee.set({ ticketId: id, feeFen })
  } catch {
    // The HTTP layer has said why; the dialog stays without a price, so nothing can be confirmed blind.
  }
}

/**
 * Reports the ticket lost for its reissue fee: a reissue order is paid at the provider's cashier, which brings the
 * visitor back to this ticket's page; the old QR keeps working until the payment is confirmed.
 */
export async function payForLoss(ref: ExhibitionRef, id: string, router: Router, options: ReturnUrlOptions & { go?: (url: string) => void } = {}): Promise<boolean> {
  if ($lossBusy.get()) return false
  $lossBusy.set(true)
  const go = options.go ?? ((url: string) => window.location.assign(url))
  try {
    const qrVersion = String(ticketOf(ref).$store.get().data?.qrVersion ?? '')
    const back = returnUrlFor(router, ref, `/wallet/${id}`, { languageType: $language.get(), lossFrom: qrVersion }, options)
    const started = await startPaidLoss(ref, [id], back)
    go(started.payment.cashierUrl)
    return true
  } catch {
    return false
  } finally {
    $lossBusy.set(false)
  }
}

/**
 * Back from the cashier on the ticket's page: a QR version above the one the visitor left with means the fee was
 * paid and the new code is the one shown (the page says so, as after a free report); the same version means it was
 * not paid, and the old code still works.
 */
export function cameBackFromLossPayment(ticket: WalletTicket, lossFrom: string | undefined): 'renewed' | 'unpaid' | null {
  if (!lossFrom || !/^\d+$/.test(lossFrom)) return null
  return ticket.qrVersion > Number(lossFrom) ? 'renewed' : 'unpaid'
}

/** Reports the ticket lost: the server revokes its QR and answers the ticket with a new one. */
export async function reportTicketLost(ref: ExhibitionRef, id: string): Promise<boolean> {
  if ($lossBusy.get()) return false
  $lossBusy.set(true)
  try {
    const [renewed] = await reportLoss(ref, [id])
    if (renewed) {
      ticketOf(ref).set(renewed)
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

async function transferErrors(ref: ExhibitionRef, id: string, form: TransferForm): Promise<FieldErrors | null> {
  const { transferSchema, fieldErrors } = await loadValidation()
  const parsed = transferSchema.safeParse({ ...scopeOf(ref), id, account: form.account.trim(), confirmAccount: form.confirmAccount.trim() })
  return parsed.success ? null : fieldErrors(parsed.error, $language.get())
}

/**
 * Hands the ticket to another account (spec §5 style: the account typed twice). On success the ticket has left
 * this wallet and its QR stops working, so the visitor goes back to the wallet (through the element's router).
 */
export async function submitTransfer(ref: ExhibitionRef, id: string, router: Router): Promise<boolean> {
  const form = $transferForm.get()
  if (form.submitting) return false
  const errors = await transferErrors(ref, id, form)
  if (errors) {
    $transferForm.setKey('errors', errors)
    return false
  }
  $transferForm.setKey('submitting', true)
  try {
    await transferTicket(ref, id, form.account.trim(), form.confirmAccount.trim())
    resetTransfer()
    ticketOf(ref).reset()
    // The wallet no longer holds it: a wallet on screen (another element) reloads, one opened next asks afresh.
    walletOf(ref).invalidate()
    notify(t('wallet.ticket.transferDone'), 'success')
    router.navigate('/wallet')
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
export function rewordTransfer(ref: ExhibitionRef, id: string): void {
  const form = $transferForm.get()
  if (!Object.keys(form.errors).length) return
  void transferErrors(ref, id, form).then((fresh) => $transferForm.setKey('errors', rewordShown($transferForm.get().errors, fresh ?? {})))
}
