/*
 * The exhibition file's calls (issue 20, docs/exhibition-file.md): the organiser imports a whole exhibition as one
 * file (the body is `ExhibitionFileInput` of @fairpass/core/validation) and exports it in the same format.
 */

export const EXHIBITION_FILE_PATHS = {
  /** Organiser. PUT ExhibitionFileInput → ExhibitionImportResult: creates or updates the exhibition, all or nothing. */
  file: '/api/admin/exhibitions/:exhibitionId/file',
} as const

export interface ExhibitionImportResult {
  exhibitionId: string
  /** The exhibition did not exist before. */
  created: boolean
  ticketTypes: { created: number; updated: number; hidden: number }
  discountCodes: { written: number; switchedOff: number }
  formFields: number
  questionnaires: number
  companies: { created: number; updated: number }
  booths: number
  /** Sessions written and of them updated; null when the file has no programme. */
  programme: { sessions: number; updated: number } | null
}
