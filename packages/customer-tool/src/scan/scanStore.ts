import { atom, type WritableAtom } from 'nanostores'
import { exhibitionKey, type ExhibitionRef } from '@fairpass/core/area'
import type { ScanResult } from '@fairpass/core/contract'
import { createForm, loadValidation } from '@fairpass/core/forms'
import { keyed } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { createScanQueue, indexedScanDb, type QueuedScan, type ScanQueue } from '../scanQueue'
import { sendScan } from '../shared/api'
import { customersChanged } from '../customers/customerStore'

/** What the scanner shows of each scan that reached the server: the lead as the company now has it. */
export interface ScanOutcome {
  scan: QueuedScan
  result: ScanResult
}

export interface Scanner {
  queue: ScanQueue
  /** The newest scans the server accepted while the page was open, newest first. */
  $accepted: WritableAtom<ScanOutcome[]>
}

/** One queue per exhibition and staff member: scans wait on the device under that person's name. */
export const scannerOf = keyed(
  (ref: ExhibitionRef, userId: string) => `${exhibitionKey(ref)}|${userId}`,
  (ref: ExhibitionRef, userId: string): Scanner => {
    const $accepted = atom<ScanOutcome[]>([])
    const queue = createScanQueue({
      db: indexedScanDb(),
      scope: `${exhibitionKey(ref)}|${userId}`,
      send: (scan) => sendScan(ref, { clientScanId: scan.id, code: scan.code, scannedAt: scan.scannedAt }),
      onSent(scan, answer) {
        $accepted.set([{ scan, result: answer as ScanResult }, ...$accepted.get()].slice(0, 10))
        customersChanged(ref)
      },
    })
    return { queue, $accepted }
  },
)

/** The typed code, checked by the shared schema before it is queued (a queued typo would only be refused later). */
export function createCodeForm(ref: ExhibitionRef) {
  return createForm<{ code: string }>({ code: '' }, async (values) => {
    const { customerByQrQuerySchema, fieldErrors } = await loadValidation()
    const parsed = customerByQrQuerySchema.safeParse({ tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, languageType: $language.get(), code: values.code })
    return parsed.success ? null : fieldErrors(parsed.error, $language.get())
  })
}

/** Queues the typed code like a camera scan and empties the field for the next one. */
export async function queueTypedCode(scanner: Scanner, form: ReturnType<typeof createCodeForm>): Promise<boolean> {
  // The code as submitted: the next one may be typed while this one is checked (the check may load its schema).
  const { code } = form.$form.get().values
  const errors = await form.check()
  if (errors) {
    form.setErrors(errors)
    return false
  }
  await scanner.queue.add(code.trim(), 'manual')
  if (form.$form.get().values.code === code) form.fill({ code: '' })
  return true
}
