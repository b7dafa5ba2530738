import type { ExhibitionRef } from '@fairpass/core/area'
import type { VisaRequestView } from '@fairpass/core/contract'
import { loadValidation } from '@fairpass/core/forms'
import { perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { createForm, lastPart } from '../shared/form'
import { fetchVisaRequests, removeVisaRequest, submitVisaRequest } from './visaApi'

export const visaRequestsOf = perExhibition((ref) => resource(() => fetchVisaRequests(ref)))

export interface VisaValues {
  surname: string
  givenNames: string
  sex: string
  dateOfBirth: string
  nationality: string
  passportNo: string
  passportExpiry: string
  position: string
  arrival: string
  departure: string
}

export const EMPTY_VISA: VisaValues = { surname: '', givenNames: '', sex: '', dateOfBirth: '', nationality: '', passportNo: '', passportExpiry: '', position: '', arrival: '', departure: '' }

/** A rejected request back in the form; its passport number is shown masked only, so it is typed again. */
export const visaValuesOf = ({ applicant }: VisaRequestView): VisaValues => ({
  surname: applicant.surname,
  givenNames: applicant.givenNames,
  sex: applicant.sex,
  dateOfBirth: applicant.dateOfBirth,
  nationality: applicant.nationality,
  passportNo: '',
  passportExpiry: applicant.passportExpiry,
  position: applicant.position,
  arrival: applicant.arrival,
  departure: applicant.departure,
})

export function createVisaForm(ref: ExhibitionRef) {
  return createForm<VisaValues>(EMPTY_VISA, async (values) => {
    const { visaSubmitSchema, fieldErrors } = await loadValidation()
    const parsed = visaSubmitSchema.safeParse({ ...ref, languageType: $language.get(), applicant: values })
    if (parsed.success) return null
    const named: Record<string, string> = {}
    for (const [path, message] of Object.entries(fieldErrors(parsed.error, $language.get()))) named[lastPart(path)] ??= message
    return named
  })
}
export type VisaForm = ReturnType<typeof createVisaForm>

/** Sends a new request, or the rejected one `id` corrected; the list shows the answer at once. */
export async function sendVisaRequest(ref: ExhibitionRef, form: VisaForm, id?: string): Promise<VisaRequestView | null> {
  const { visaApplicantSchema } = await loadValidation()
  const sent = await form.submit((values) => submitVisaRequest(ref, visaApplicantSchema.parse(values), id), { fields: lastPart })
  if (sent) visaRequestsOf(ref).invalidate()
  return sent
}

export async function withdrawVisaRequest(ref: ExhibitionRef, id: string): Promise<void> {
  const left = await removeVisaRequest(ref, id).catch(() => null)
  if (left) visaRequestsOf(ref).set(left)
}
