import type { z } from 'zod'
import type * as S from './schemas/index'

/*
 * The exhibition file's calls (issue 20, docs/exhibition-file.md): the organiser imports a whole exhibition as one
 * file (the body is `ExhibitionFileInput` of @fairpass/core/validation) and exports it in the same format.
 */

export const EXHIBITION_FILE_PATHS = {
  /** Organiser. PUT ExhibitionFileInput → ExhibitionImportResult: creates or updates the exhibition, all or nothing. */
  file: '/api/admin/exhibitions/:exhibitionId/file',
} as const

/** What an import wrote (`PUT file`). */
export type ExhibitionImportResult = z.infer<typeof S.exhibitionImportResultSchema>
