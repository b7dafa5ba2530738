import type { ExhibitionRef } from '@fairpass/core/area'
import { perExhibition, resource } from '@fairpass/core/resource'
import { fetchInvoicePdf } from '../shared/api'

/** The PDF's bytes per exhibition and invoice: opening the preview again draws it without asking again. */
export const pdfOf = perExhibition((ref: ExhibitionRef, id: string) => resource(() => fetchInvoicePdf(ref, id), { isEmpty: (bytes) => bytes.byteLength === 0 }))

