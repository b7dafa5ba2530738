/**
 * Response shapes of spec §7 calls that the server writes and the pages read: one definition, so the two sides
 * cannot drift apart. Each reply type is the z.infer of its zod schema in ./schemas (`@fairpass/core/contract/schemas`),
 * which the server hands to okReply so the API document describes the reply and the server tests check it; the
 * types here import the schemas as types only, so no schema reaches a page's bundle.
 */
import type { z } from 'zod'
import type * as S from './schemas/index'

/** An entry code as /extractConfirmation and /smsQrCodePage show it (`ticketQrInfo`). */
export type TicketInfo = z.infer<typeof S.ticketInfoSchema>

/** One entry of the exhibition's user center (spec §7 `userCenterConfig/listAll`). */
export type UserCenterEntry = z.infer<typeof S.userCenterEntrySchema>

/** One value of a dictionary tree (`dict-biz/dictionary-tree`), its children nested. */
export type DictNode = z.infer<typeof S.dictNodeSchema>

/** `registerConfig/pageConfig`: the exhibition's page configuration as the server answers it (the pages read it as SysConfig). */
export type PageConfig = z.infer<typeof S.sysConfigSchema>

/** A questionnaire in the caller's language (`questionnaire/listForUser`); the pages read it as QuestionnaireDefinition. */
export type LocalizedQuestionnaire = z.infer<typeof S.questionnaireSchema>

/** One field of the profile form as `formConfig/listForUser` answers it: labels in the caller's language. */
export type LocalizedProfileField = z.infer<typeof S.profileFieldSchema>

/** What a registration answered in one questionnaire slot (`questionnaire/answers`). */
export type SavedAnswers = z.infer<typeof S.savedAnswersSchema>

/** put-file's answer for a profile image. */
export type UploadedFile = z.infer<typeof S.uploadedFileSchema>

export * from './tickets'
export * from './invoices'
export * from './conference'
export * from './exhibitors'
export * from './exhibitorServices'
export * from './groups'
export * from './subordinates'
export * from './referrals'
export * from './channels'
export * from './lodging'
export * from './relations'
export * from './customers'
export * from './exhibitionFile'
export * from './organiser'
