import { atom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { InvoiceHeaderView } from '@fairpass/core/contract'
import { serverFieldErrors } from '@fairpass/core/forms'
import { withdrawNotice } from '@fairpass/core/http'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, resource } from '@fairpass/core/resource'
import { fetchHeaders, removeHeader, saveHeader, setDefaultHeader } from '../shared/api'
import { headerFieldErrors, type HeaderForm } from './headerForm'

/** The visitor's saved headers (the default first), per exhibition: the manage page and the apply page show them. */
export const headersOf = perExhibition((ref) => resource(() => fetchHeaders(ref)))

/** What the manage page is doing with one header: a request under way, so its buttons say so and wait. */
export const $headerAction = atom<{ id: string; kind: 'default' | 'remove' } | null>(null)
export const $savingHeader = atom(false)

/**
 * Saves the form as a new header (no `id`) or over one of the visitor's. Checked first by the shared schema; a
 * refusal of the server lands under its fields, what was typed stays. Answers the saved header, or null.
 */
export async function saveHeaderForm(ref: ExhibitionRef, form: HeaderForm, options: { id?: string; isDefault?: boolean }): Promise<InvoiceHeaderView | null> {
  if ($savingHeader.get()) return null
  const errors = await form.check()
  if (errors) {
    form.setErrors(errors)
    return null
  }
  $savingHeader.set(true)
  try {
    const saved = await saveHeader(ref, form.input(), { ...(options.id ? { id: options.id } : {}), ...(options.isDefault ? { isDefault: true } : {}) })
    headersOf(ref).invalidate()
    notify(t('invoice.headers.saved'), 'success')
    return saved
  } catch (error) {
    const fields = serverFieldErrors(error, { formFallback: true })
    if (fields) {
      withdrawNotice(error)
      form.setErrors(headerFieldErrors(fields))
    }
    return null
  } finally {
    $savingHeader.set(false)
  }
}

async function act(ref: ExhibitionRef, id: string, kind: 'default' | 'remove'): Promise<boolean> {
  if ($headerAction.get()) return false
  $headerAction.set({ id, kind })
  try {
    const list = kind === 'default' ? await setDefaultHeader(ref, id) : await removeHeader(ref, id)
    headersOf(ref).set(list)
    notify(t(kind === 'default' ? 'invoice.headers.defaultSet' : 'invoice.headers.removed'), 'success')
    return true
  } catch {
    // The HTTP layer has told the visitor why.
    return false
  } finally {
    $headerAction.set(null)
  }
}

export const makeDefault = (ref: ExhibitionRef, id: string) => act(ref, id, 'default')
export const deleteHeader = (ref: ExhibitionRef, id: string) => act(ref, id, 'remove')
