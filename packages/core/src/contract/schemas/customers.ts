import { z } from 'zod'
import { FOLLOW_UP_STATES, MEMBERSHIP_PRICES_FEN, type MembershipKind } from '../customers'

export const membershipKindSchema = z.enum(Object.keys(MEMBERSHIP_PRICES_FEN) as [MembershipKind, ...MembershipKind[]])

export const followUpStateSchema = z.enum(FOLLOW_UP_STATES)

/** How the lead was captured: a scanned entry QR / badge code (`qr`) or a mobile number typed by the staff (`mobile`). */
export const customerSourceSchema = z.enum(['qr', 'mobile'])

export const customerLabelSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Leads of the company carrying it. */
  count: z.number()
})

/** What a visitor shares (name, company and title as printed on the badge; contact only with their consent) and what the staff typed. */
export const customerPersonSchema = z.object({
  name: z.string().nullable(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The visitor agreed to share contact data with exhibitors (their registration's `shareContactWithExhibitors`). */
  contactShared: z.boolean()
})

export const customerViewSchema = customerPersonSchema.extend({
  id: z.string(),
  source: customerSourceSchema,
  /** The lead is a registered visitor of the exhibition (else only what the staff typed). */
  registered: z.boolean(),
  labels: z.array(z.object({
    id: z.string(),
    name: z.string()
  })),
  followUp: followUpStateSchema,
  /** The account the lead belongs to (who captured it, or who it was transferred to). */
  owner: z.object({
    userId: z.string(),
    name: z.string()
  }),
  scanCount: z.number(),
  surveyAnswered: z.boolean(),
  notesCount: z.number(),
  firstCapturedAt: z.string(),
  lastScannedAt: z.string().nullable(),
  updatedAt: z.string()
})

export const customerNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.object({
    userId: z.string(),
    name: z.string()
  }),
  createdAt: z.string()
})

export const customerScanSchema = z.object({
  clientScanId: z.string(),
  by: z.object({
    userId: z.string(),
    name: z.string()
  }),
  /** The device's time of the scan (a queued scan keeps when it was made); never later than its arrival. */
  scannedAt: z.string(),
  receivedAt: z.string()
})

export const customerDetailSchema = customerViewSchema.extend({
  notes: z.array(customerNoteSchema),
  scans: z.array(customerScanSchema),
  /** Survey answers by question id (a choice's value, several for a multiple choice, or text). */
  survey: z.record(z.string(), z.union([z.string(), z.array(z.string())])).nullable(),
  surveyAnsweredAt: z.string().nullable()
})

export const customerPageSchema = z.object({
  /** Leads matching the filters. */
  total: z.number(),
  records: z.array(customerViewSchema),
  /** Give it back as `cursor` for the next page; null at the end of the list. */
  nextCursor: z.string().nullable()
})

export const customerCountSchema = z.object({
  total: z.number(),
  /** Owned by the caller. */
  mine: z.number(),
  /** Captured today (the exhibition's day, on its venue's clock). */
  today: z.number(),
  byFollowUp: z.record(followUpStateSchema, z.number())
})

/** What byQrCode / byMobile found, before anything is saved. */
export const customerPreviewSchema = customerPersonSchema.extend({
  registered: z.boolean(),
  /** The company already has this lead. */
  existingId: z.string().nullable()
})

export const scanResultSchema = z.object({
  customer: customerViewSchema,
  /** This call created the lead (false: the company had it; a scan was added). */
  created: z.boolean(),
  /** This `clientScanId` had been received before: nothing new was written. */
  replayed: z.boolean(),
  clientScanId: z.string()
})

export const surveyQuestionTypeSchema = z.enum(['single', 'multiple', 'text'])

export const surveyQuestionSchema = z.object({
  id: z.string(),
  type: surveyQuestionTypeSchema,
  title: z.string(),
  required: z.boolean(),
  options: z.array(z.object({
    value: z.string(),
    label: z.string()
  }))
})

export const customerSurveySchema = z.object({
  /** The survey page of a lead: `/surveyPage?exhibitionId=…&customerId=` (the page appends the lead's id). */
  url: z.string(),
  title: z.string(),
  questions: z.array(surveyQuestionSchema)
})

export const customerExportRowSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  source: customerSourceSchema,
  labels: z.string(),
  followUp: followUpStateSchema,
  owner: z.string(),
  scanCount: z.number(),
  firstCapturedAt: z.string(),
  lastScannedAt: z.string().nullable(),
  notes: z.string(),
  survey: z.string()
})

export const customerExportPageSchema = z.object({
  total: z.number(),
  rows: z.array(customerExportRowSchema),
  nextCursor: z.string().nullable()
})

export const membershipStateNameSchema = z.enum(['none', 'unpaid', 'active'])

export const membershipOrderViewSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  kind: membershipKindSchema,
  totalFen: z.number(),
  currency: z.literal('RMB'),
  /** 'unpaid' until the sandbox (or provider) confirms; 'paid' activates the membership; 'cancelled' (expired). */
  state: z.enum(['unpaid', 'paid', 'cancelled']),
  createdAt: z.string(),
  expiresAt: z.string()
})

export const membershipStateSchema = z.object({
  exhibitionId: z.string(),
  company: z.object({
    deptId: z.string(),
    name: z.string()
  }),
  /** The caller's role in the company. */
  role: z.enum(['admin', 'staff']),
  /** The company's membership for this exhibition period: the best paid kind, else null. */
  membership: z.object({
    kind: membershipKindSchema,
    activatedAt: z.string(),
    orderId: z.string()
  }).nullable(),
  /** The company's membership order waiting to be paid, if any. */
  pendingOrder: membershipOrderViewSchema.nullable(),
  /** The caller may use the lead tools now (membership paid and the caller authorised under it). */
  authorised: z.boolean(),
  /** Why not, when not. */
  reason: z.enum(['noMembership', 'notAuthorised']).nullable(),
  /** Staff seats of a multi-account membership (the admin not counted). */
  seats: z.object({
    used: z.number(),
    max: z.number()
  }).nullable(),
  prices: z.array(z.object({
    kind: membershipKindSchema,
    priceFen: z.number(),
    currency: z.literal('RMB')
  }))
})

export const permissionAccountSchema = z.object({
  userId: z.string(),
  /** The account's name, else its masked account (spec §9: first 3 and last 2 kept). */
  name: z.string(),
  account: z.string(),
  role: z.enum(['admin', 'staff']),
  /** May use the lead tools now. The admin is authorised by any paid membership. */
  authorised: z.boolean(),
  authorisedAt: z.string().nullable(),
  /** Leads the account owns (what a transfer would move). */
  leads: z.number()
})

export const permissionPageSchema = z.object({
  membership: membershipStateSchema.shape.membership,
  seats: z.object({
    used: z.number(),
    max: z.number()
  }).nullable(),
  accounts: z.array(permissionAccountSchema)
})

export const leadTransferResultSchema = z.object({
  moved: z.number(),
  from: z.object({
    userId: z.string(),
    name: z.string()
  }),
  to: z.object({
    userId: z.string(),
    name: z.string()
  })
})

export const adminCustomerCompanySchema = z.object({
  deptId: z.string(),
  company: z.string(),
  membership: membershipKindSchema.nullable(),
  activatedAt: z.string().nullable(),
  authorisedStaff: z.number(),
  leads: z.number()
})

export const adminCustomerOverviewSchema = z.object({
  exhibitionId: z.string(),
  companies: z.array(adminCustomerCompanySchema)
})
