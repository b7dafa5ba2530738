import { map } from 'nanostores'
import type { TicketHolder, TicketPerson, WalletTicket } from '@fairpass/core/contract'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import type { ExhibitionRef } from '@fairpass/core/area'
import { loadValidation, rewordShown, serverFieldErrors, type FieldErrors } from '@fairpass/core/forms'
import type { Router } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { activateTicket, assignHolder, fetchPersonnel, scopeOf } from '../shared/api'
import { perExhibition, resource } from '@fairpass/core/resource'
import { walletOf } from '../tickets/walletStore'

/** The people the visitor holds tickets for, for each exhibition. */
export const personnelOf = perExhibition((ref) => resource(() => fetchPersonnel(ref)))

export const HOLDER_FIELDS = ['name', 'phone', 'email', 'idNumber', 'company'] as const
export type HolderField = (typeof HOLDER_FIELDS)[number]

export interface HolderForm extends Record<HolderField, string> {
  errors: FieldErrors
  submitting: boolean
}

const EMPTY: HolderForm = { name: '', phone: '', email: '', idNumber: '', company: '', errors: {}, submitting: false }
export const $holderForm = map<HolderForm>({ ...EMPTY })

export function setHolderField(field: HolderField, value: string): void {
  const errors = { ...$holderForm.get().errors }
  delete errors[field]
  delete errors._form
  $holderForm.set({ ...$holderForm.get(), [field]: value, errors })
}

/** Fills the form from a known person; the visitor can still change any field before saving. */
export function chooseKnown(person: TicketPerson | undefined): void {
  const holder = person?.holder
  $holderForm.set({
    ...EMPTY,
    name: holder?.name ?? '',
    phone: holder?.phone ?? '',
    email: holder?.email ?? '',
    idNumber: holder?.idNumber ?? '',
    company: holder?.company ?? '',
  })
}

export function resetHolderForm(ticket?: WalletTicket | null): void {
  chooseKnown(ticket?.holder ? { holder: ticket.holder, ticketIds: [] } : undefined)
}

/** Empty optional fields are left out, so "no e-mail" is not refused as a bad e-mail. */
export function holderOf(form: HolderForm): TicketHolder {
  const holder: TicketHolder = { name: form.name.trim() }
  for (const field of ['phone', 'email', 'idNumber', 'company'] as const) {
    const value = form[field].trim()
    if (value) holder[field] = value
  }
  return holder
}

async function holderErrors(ref: ExhibitionRef, ticketId: string, form: HolderForm): Promise<FieldErrors | null> {
  const { assignHolderSchema, fieldErrors } = await loadValidation()
  const parsed = assignHolderSchema.safeParse({ ...scopeOf(ref), ticketId, holder: holderOf(form) })
  if (parsed.success) return null
  // The schema nests the fields under `holder.`; the form has them at the top.
  const errors: FieldErrors = {}
  for (const [path, message] of Object.entries(fieldErrors(parsed.error, $language.get()))) {
    const field = path.replace(/^holder\./, '')
    if (!(field in errors)) errors[field] = message
  }
  return errors
}

/**
 * Gives the ticket its holder: activation when the server still offers it for this ticket, otherwise the holder
 * assignment of spec §7 (`userRelation ticket`). Then back to the ticket, through the element's router.
 */
export async function saveHolder(ref: ExhibitionRef, ticket: WalletTicket, router: Router): Promise<boolean> {
  const form = $holderForm.get()
  if (form.submitting) return false
  const errors = await holderErrors(ref, ticket.id, form)
  if (errors) {
    $holderForm.setKey('errors', errors)
    return false
  }
  $holderForm.setKey('submitting', true)
  try {
    const holder = holderOf(form)
    if (ticket.actions.includes('activate')) await activateTicket(ref, ticket.id, holder)
    else await assignHolder(ref, ticket.id, holder)
    $holderForm.set({ ...EMPTY })
    // The lists showing its holder are read again (the ticket's page, opened next, reads the ticket).
    walletOf(ref).invalidate()
    personnelOf(ref).invalidate()
    notify(t('wallet.personnel.saved'), 'success')
    router.navigate(`/wallet/${ticket.id}`)
    return true
  } catch (error) {
    const fields = serverFieldErrors(error, { formFallback: true })
    if (fields) {
      const flat: FieldErrors = {}
      for (const [path, message] of Object.entries(fields)) flat[path.replace(/^holder\./, '')] = message
      $holderForm.setKey('errors', flat)
    }
    return false
  } finally {
    $holderForm.setKey('submitting', false)
  }
}

export function rewordHolder(ref: ExhibitionRef, ticketId: string): void {
  const form = $holderForm.get()
  if (!Object.keys(form.errors).length) return
  void holderErrors(ref, ticketId, form).then((fresh) => $holderForm.setKey('errors', rewordShown($holderForm.get().errors, fresh ?? {})))
}
