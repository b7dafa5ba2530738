import { z } from 'zod'

export const subordinateRegistrationStateSchema = z.enum(['incomplete', 'pending', 'approve', 'reject'])

export const subordinateViewSchema = z.object({
  id: z.string(),
  /** The subordinate's account (what /subordinate/resetPwd/{userId} names). */
  userId: z.string(),
  account: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string(),
  title: z.string(),
  /** 'active' signs in; 'disabled' does not until enabled again. */
  status: z.enum(['active', 'disabled']),
  registration: subordinateRegistrationStateSchema,
  /** The 10-digit entry code once the registration is approved and the code issued. */
  entryCode: z.string().nullable(),
  passwordSetAt: z.string(),
  createdAt: z.string()
})

export const subordinateListSchema = z.object({
  items: z.array(subordinateViewSchema),
  max: z.number()
})

/** The organiser's list (`GET /api/admin/exhibitions/:exhibitionId/subordinates`, `npm run admin -- subordinates`). */
export const adminSubordinateViewSchema = z.object({
  account: z.string(),
  name: z.string(),
  leaderAccount: z.string(),
  status: z.enum(['active', 'disabled']),
  registration: subordinateRegistrationStateSchema,
  entryCode: z.string().nullable(),
  createdAt: z.string()
})
