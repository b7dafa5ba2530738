import { atom } from 'nanostores'
import type { AreaInstance, ExhibitionRef } from '@fairpass/core/area'
import type { CustomerPage, CustomerPreview, FollowUpState } from '@fairpass/core/contract'
import { createForm, lastPart, loadValidation } from '@fairpass/core/forms'

import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, refusalOf, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { fetchCount, fetchCustomers, fetchLabels, previewByCode, previewByMobile, saveByMobile, type CustomerFilter } from '../shared/api'
import { newClientId } from '../shared/ids'

/** Rows per page: a phone shows a handful at once, and a company may hold ten thousand leads. */
export const PAGE_SIZE = 50

/** The company's leads as filtered now: the first page through core's resource, later pages appended to it. */
export const customersOf = perExhibition((ref: ExhibitionRef) => {
  const list = resource((filter: CustomerFilter) => fetchCustomers(ref, filter, null, PAGE_SIZE), { isEmpty: (page: CustomerPage) => page.records.length === 0 })
  const $more = atom<{ busy: boolean; error: unknown }>({ busy: false, error: null })
  let filter: CustomerFilter = {}
  return {
    list,
    $more,
    filter: () => filter,
    load(next: CustomerFilter) {
      filter = next
      $more.set({ busy: false, error: null })
      return list.load(next)
    },
    /** The next page after the last one shown; a failure keeps the rows and offers the button again. */
    async more() {
      const shown = list.$store.get().data
      if (!shown?.nextCursor || $more.get().busy) return
      $more.set({ busy: true, error: null })
      try {
        const page = await fetchCustomers(ref, filter, shown.nextCursor, PAGE_SIZE)
        // The filter changed while the page was on its way: that answer belongs to a list no longer shown.
        if (list.$store.get().data !== shown) return
        list.set({ total: page.total, records: [...shown.records, ...page.records], nextCursor: page.nextCursor })
        $more.set({ busy: false, error: null })
      } catch (error) {
        $more.set({ busy: false, error })
      }
    },
  }
})

export const countOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchCount(ref), { isEmpty: () => false }))
export const labelsOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchLabels(ref), { isEmpty: () => false }))

/** After a capture, a change or a transfer: the list and the counts load again where shown. */
export function customersChanged(ref: ExhibitionRef): void {
  customersOf(ref).list.invalidate()
  countOf(ref).invalidate()
}

export const FOLLOW_UP_ORDER: readonly FollowUpState[] = ['new', 'contacted', 'interested', 'deal', 'lost']

/* Adding a lead by hand: a scanned code or a mobile number, looked up first so the staff see who it is. */

export type AddMode = 'code' | 'mobile'

export interface AddValues {
  code: string
  mobile: string
  name: string
  company: string
  title: string
}

export const EMPTY_ADD: AddValues = { code: '', mobile: '', name: '', company: '', title: '' }

export function createAddForm(ref: ExhibitionRef, mode: () => AddMode) {
  return createForm<AddValues>(EMPTY_ADD, async (values) => {
    const { fieldErrors, customerByQrQuerySchema, customerSaveSchema } = await loadValidation()
    const base = { tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, languageType: $language.get() }
    const parsed =
      mode() === 'code'
        ? customerByQrQuerySchema.safeParse({ ...base, code: values.code.trim() })
        : customerSaveSchema.safeParse({ ...base, clientScanId: newClientId(), ...mobileInput(values) })
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
}
export type AddForm = ReturnType<typeof createAddForm>

export const mobileInput = (values: AddValues) => {
  const typed = { mobile: values.mobile.trim(), name: values.name.trim(), company: values.company.trim(), title: values.title.trim() }
  return Object.fromEntries(Object.entries(typed).filter(([key, value]) => key === 'mobile' || value !== '')) as { mobile: string; name?: string; company?: string; title?: string }
}

/** Who the code or number names, before anything is saved; null with the form's message when none. */
export async function lookUp(ref: ExhibitionRef, form: AddForm, mode: AddMode): Promise<CustomerPreview | null> {
  return form.submit(
    (values) => (mode === 'code' ? previewByCode(ref, values.code.trim()) : previewByMobile(ref, values.mobile.trim())),
    { fields: lastPart },
  )
}

/**
 * Saves the lead by mobile number (with what the staff typed); idempotent on its client id, so a double tap or a
 * lost answer adds it once. The host hears `fair-customer-captured`.
 */
export async function saveMobileLead(ref: ExhibitionRef, form: AddForm, emit: AreaInstance['emit']) {
  const clientScanId = newClientId()
  const saved = await form.submit((values) => saveByMobile(ref, { clientScanId, ...mobileInput(values) }), { fields: lastPart })
  if (!saved) return null
  customersChanged(ref)
  notify(t(saved.created ? 'customers.add.created' : 'customers.add.updated', { name: saved.customer.name ?? saved.customer.mobile ?? '' }), 'success')
  emit('fair-customer-captured', { exhibitionId: ref.exhibitionId, customerId: saved.customer.id, created: saved.created, source: 'mobile' })
  return saved
}

/** A refusal's words for a list's "more" button (the shared failure words when the network failed). */
export const moreFailure = (error: unknown) => refusalOf(error).message || t('customers.list.moreFailed')

