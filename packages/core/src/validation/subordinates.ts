import * as z from 'zod/mini'
import { groupMemberFields } from './groups'
import { idSchema, languageTypeSchema } from './requests'
import { isAccountName, passwordSchema, requiredOr } from './rules'

/*
 * Subordinate accounts (issue 18, contract/subordinates.ts): a group leader opens accounts for colleagues of the
 * delegation who sign in by account name and password. The page checks these before sending; the server on arrival.
 * The person's fields are the group member's (`groupMemberFields`: name, a mobile or an e-mail, company, title); the
 * password is the spec §5 rule every chosen password follows (`passwordSchema`).
 */

/** Subordinates one leader may hold at an exhibition when the organiser sets none (`functionConfig.subordinateMax`). */
export const SUBORDINATES_DEFAULT_MAX = 10
/** Whatever the organiser sets, no leader holds more. */
export const SUBORDINATES_HARD_MAX = 100

export const subordinateAccountSchema = z.string({ error: requiredOr('validation.subordinate.account') }).check(
  z.trim(),
  z.refine(isAccountName, 'validation.subordinate.account'),
)

const scope = { tenantId: z.optional(idSchema), exhibitionId: idSchema, languageType: languageTypeSchema }
const uuid = z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.uuid('validation.invalid'))
const confirmation = z.string({ error: requiredOr('validation.password.mismatch') })
const mismatch = { message: 'validation.password.mismatch', path: ['confirmPassword'] }

export const subordinateCreateSchema = z
  .object({ ...scope, account: subordinateAccountSchema, password: passwordSchema, confirmPassword: confirmation, person: groupMemberFields })
  .check(z.refine((value) => value.password === value.confirmPassword, mismatch))
export type SubordinateCreateRequest = z.infer<typeof subordinateCreateSchema>

export const subordinateUpdateSchema = z.object({ ...scope, id: uuid, person: groupMemberFields })
export type SubordinateUpdateRequest = z.infer<typeof subordinateUpdateSchema>

export const subordinateRefSchema = z.object({ ...scope, id: uuid })
export type SubordinateRefRequest = z.infer<typeof subordinateRefSchema>

export const subordinateStatusSchema = z.object({ ...scope, id: uuid, enabled: z.boolean('validation.invalid') })
export type SubordinateStatusRequest = z.infer<typeof subordinateStatusSchema>

/** The leader sets a new password for the subordinate named by their account's user id (/subordinate/resetPwd/{userId}). */
export const subordinateResetSchema = z
  .object({ ...scope, userId: uuid, newPassword: passwordSchema, confirmPassword: confirmation })
  .check(z.refine((value) => value.newPassword === value.confirmPassword, mismatch))
export type SubordinateResetRequest = z.infer<typeof subordinateResetSchema>

export const subordinateScopeSchema = z.object(scope)
export const subordinateDetailSchema = z.object({ ...scope, id: uuid })
