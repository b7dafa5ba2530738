import { z } from 'zod'
import type { SysConfig } from '../../session/types'
import { PROFILE_FIELD_TYPES, type ProfileField } from '../../validation/profile'
import { QUESTION_TYPES, type QuestionnaireDefinition } from '../../validation/questionnaire'
import { UPLOAD_KINDS } from '../../validation/upload'

/*
 * Replies of the configuration calls of spec §7 (dictionaries, page config, the profile form, questionnaires) and of
 * put-file. The pages keep their own, wider types for the configuration (SysConfig, ProfileField and
 * QuestionnaireDefinition also take what an embedding page configures by hand); the checks at the end of this file
 * hold these schemas to those types, so what the server is documented to send is what the pages read.
 */

/**
 * One value of a dictionary tree (`dict-biz/dictionary-tree`): an entry whose parent is unknown is a root. The
 * schema names itself (`id`) because it refers to itself: the API document can only write that as a reference to a
 * named component.
 */
export const dictNodeSchema = z
  .object({
    dictKey: z.string(),
    /** In the caller's language. */
    dictValue: z.string(),
    parentKey: z.string().nullable(),
    get children(): z.ZodArray<typeof dictNodeSchema> {
      return z.array(dictNodeSchema)
    },
  })
  .meta({ id: 'DictNode' })

/** A switch as the back office stores it; some settings are JSON booleans. */
const toggleSchema = z.union([z.enum(['on', 'off']), z.boolean()])

/**
 * `registerConfig/pageConfig`: the exhibition's stored page configuration (open: theme, switches, titles, notices,
 * anything the organiser configured) plus what the server knows. The named settings are those the pages read.
 */
export const sysConfigSchema = z
  .object({
    tenantId: z.string(),
    exhibitionId: z.string(),
    pageTitle: z.string(),
    pageTitleEn: z.string(),
    /**
     * The venue's IANA time zone (e.g. Europe/Berlin): the fair's clock its ticket days, deadlines, order numbers and
     * times are written on. Optional: a backend that sends none means Asia/Shanghai.
     */
    timeZone: z.string().optional(),
    /** 'on' outside the registration window. */
    stopRegistration: z.enum(['on', 'off']),
    /** Epoch ms; null when open-ended. */
    registrationOpensAt: z.number().nullable(),
    registrationClosesAt: z.number().nullable(),
    iconUrl: z.string().optional(),
    closeRegistrationLink: toggleSchema.optional(),
    isOneCode: toggleSchema.optional(),
    businessCardSwitch: toggleSchema.optional(),
    cnQuestionnaireSwitch: toggleSchema.optional(),
    enQuestionnaireSwitch: toggleSchema.optional(),
    showConfirmationSwitch: toggleSchema.optional(),
    passwordLoginSwitch: toggleSchema.optional(),
    idCardLoginSwitch: toggleSchema.optional(),
    conferenceFlow: z.string().optional(),
    isOpenNodeMode: toggleSchema.optional(),
    registrationTypeList: z.array(z.string()).optional(),
    pageThemeColor: z.string().optional(),
    pageThemeBgColor: z.string().optional(),
    pageThemeCardBgColor: z.string().optional(),
    languageSwitchBgColor: z.string().optional(),
    cnLoginMode: z.string().optional(),
    enLoginMode: z.string().optional(),
  })
  .catchall(z.unknown())

/** One field of the profile form (`formConfig/listForUser`), its labels in the caller's language. */
export const profileFieldSchema = z.object({
  field: z.string(),
  type: z.enum(PROFILE_FIELD_TYPES),
  required: z.boolean(),
  label: z.string(),
  sort: z.number(),
  placeholder: z.string().optional(),
  /** The dictionary the options come from, already resolved into `options`. */
  dictCode: z.string().optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  /** multiSelect: how many options must / may be chosen. */
  min: z.number().optional(),
  max: z.number().optional(),
  /** date: the first and last day that may be chosen (YYYY-MM-DD). */
  minDate: z.string().optional(),
  maxDate: z.string().optional(),
  /** image: the upload rule of spec §5 the server applies to put-file for this field. */
  upload: z.enum(UPLOAD_KINDS).optional(),
  /** agreement: the document behind the tick box. */
  document: z.object({ title: z.string(), body: z.string() }).optional(),
})

/** The questionnaire slots 1–3, each mapped to one of the user record's three results. */
const questionnaireIndexSchema = z.literal([1, 2, 3])

/** A questionnaire in the caller's language (`questionnaire/listForUser`). */
export const questionnaireSchema = z.object({
  id: z.string(),
  index: questionnaireIndexSchema,
  title: z.string(),
  description: z.string().nullable(),
  questions: z.array(
    z.object({
      id: z.string(),
      type: z.enum(QUESTION_TYPES),
      title: z.string(),
      required: z.boolean(),
      /** Keys are the same in every language, so answers survive a language switch. */
      options: z.array(z.object({ key: z.string(), label: z.string() })).optional(),
      minChoices: z.number().optional(),
      maxChoices: z.number().optional(),
      maxLength: z.number().optional(),
      /** A follow-up: asked only while option `optionKey` of question `questionId` is chosen. */
      showWhen: z.object({ questionId: z.string(), optionKey: z.string() }).optional(),
    }),
  ),
})

/** What a registration answered in one questionnaire slot (`questionnaire/answers`), drafts included. */
export const savedAnswersSchema = z.object({
  index: questionnaireIndexSchema,
  status: z.enum(['draft', 'submitted']),
  /** Question id → the option key(s) chosen or the text written. */
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  /** Epoch ms. */
  updatedAt: z.number(),
})

/** put-file's answer for a profile image: the id the profile stores and where the file is served. */
export const uploadedFileSchema = z.object({ fileId: z.string(), link: z.string(), name: z.string() })

// The pages read these replies with their own types: a schema that drifts from them fails the typecheck here.
type Reads<Schema extends z.ZodType, PageType> = z.infer<Schema> extends PageType ? true : false
type Holds<Check extends true> = Check
export type RepliesReadByPages = [
  Holds<Reads<typeof sysConfigSchema, SysConfig>>,
  Holds<Reads<typeof profileFieldSchema, ProfileField>>,
  Holds<Reads<typeof questionnaireSchema, QuestionnaireDefinition>>,
]
