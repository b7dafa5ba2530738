import { z } from 'zod'
import { pageOf } from './shared'
import { EXHIBITOR_SERVICE_UPLOAD_PURPOSES, MATERIAL_TYPES } from '../exhibitorServices'
import { boothViewSchema, fileRefSchema } from './exhibitors'

export const exhibitorServiceUploadPurposeSchema = z.enum(EXHIBITOR_SERVICE_UPLOAD_PURPOSES)

/* ---------- Booth setup ---------- */
/** Spec §9: free shelves plus hanging rods, by the standard booth area the company has. */
export const furnitureLimitsSchema = z.object({
  /** m² of the company's standard booths together (one stand, one fascia). */
  standardArea: z.number(),
  /** At most this many shelves and rods together: 10 from 9 m², 20 from 18 m², 30 from 27 m² (the largest threshold not above the area). */
  maxShelvesAndRods: z.number(),
  /** Flow tables provided: 1 from 9 m², 2 from 18 m², 3 from 27 m². */
  maxFlowTables: z.number()
})

export const fasciaBoardSchema = z.object({
  /** The fascia (lintel) text in Chinese and English, as printed; FASCIA_CN_MAX / FASCIA_EN_MAX characters. */
  textCn: z.string(),
  textEn: z.string()
})

export const boardFurnitureSchema = z.object({
  shelves: z.number(),
  hangingRods: z.number(),
  flowTables: z.number()
})

export const materialTypeSchema = z.enum(MATERIAL_TYPES)

export const materialTypeViewSchema = z.object({
  key: materialTypeSchema,
  label: z.string(),
  documents: z.number()
})

export const exhibitorDocumentViewSchema = z.object({
  id: z.string(),
  exhibitionId: z.string(),
  materialTypeV2: materialTypeSchema,
  /** In the caller's language. */
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  bytes: z.number(),
  /** The download call with its query, for a link (the page adds the token as for any call). */
  downloadPath: z.string(),
  publishedAt: z.string()
})

export const exhibitorDocumentPageSchema = pageOf(exhibitorDocumentViewSchema)

/* ---------- Final submission ---------- */
export const setupMissingSchema = z.enum(['fascia', 'specialBuild'])

export const setupStatusViewSchema = z.object({
  exhibitionId: z.string(),
  /** 'open': changes allowed; 'submitted': frozen until the organiser reopens. */
  state: z.enum(['open', 'submitted']),
  submittedAt: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  /** What the final submission still needs (empty: it may be made); with the booth for a special build. */
  missing: z.array(z.object({
    part: setupMissingSchema,
    boothId: z.string().nullable(),
    message: z.string()
  }))
})

export const serviceKindSchema = z.enum(['service', 'ad', 'translator'])

export const serviceCategoryViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: serviceKindSchema,
  name: z.string(),
  description: z.string(),
  /** Per unit (an item, or a translator's day). */
  priceFen: z.number(),
  currency: z.literal('RMB'),
  unit: z.enum(['item', 'day']),
  /** Ads: positions left to sell (held by unpaid reservations count as taken); null: no limit. */
  remaining: z.number().nullable(),
  /** Translators: the language spoken (ISO 639-1, e.g. 'en', 'ja') and the fair days that may be booked, with translators left that day. */
  language: z.string().nullable(),
  days: z.array(z.object({
    date: z.string(),
    remaining: z.number()
  }))
})

export const serviceReservationStateSchema = z.enum(['unpaid', 'paid', 'cancelled'])

export const serviceReservationItemSchema = z.object({
  categoryId: z.string(),
  code: z.string(),
  kind: serviceKindSchema,
  name: z.string(),
  quantity: z.number(),
  /** Translators: the day (YYYY-MM-DD); else null. */
  date: z.string().nullable(),
  unitPriceFen: z.number(),
  amountFen: z.number()
})

export const serviceReservationViewSchema = z.object({
  id: z.string(),
  exhibitionId: z.string(),
  state: serviceReservationStateSchema,
  items: z.array(serviceReservationItemSchema),
  totalFen: z.number(),
  currency: z.literal('RMB'),
  note: z.string(),
  /** The order of the orders engine that pays it: pay (`orderId`) and invoice it with the order and invoice calls. */
  orderId: z.string(),
  orderNo: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable()
})

/* ---------- VIP buyer invitations ---------- */
export const inviteChannelSchema = z.enum(['sms', 'email', 'link'])

export const invitationTemplateViewSchema = z.object({
  id: z.string(),
  registerType: z.string(),
  channel: inviteChannelSchema,
  title: z.string(),
  /** With placeholders {company}, {booth}, {link}, {wording}; the server fills them when sending. */
  body: z.string()
})

export const inviteRecipientResultSchema = z.object({
  name: z.string(),
  /** The mobile or e-mail address as recorded (an e-mail lower-cased). */
  address: z.string(),
  outcome: z.enum(['sent', 'skipped'])
})

export const inviteRecordStatusSchema = z.enum(['invited', 'registered', 'came'])

export const inviteRecordViewSchema = z.object({
  id: z.string(),
  channel: inviteChannelSchema,
  status: inviteRecordStatusSchema,
  /** The name given when inviting, or the registered visitor's name. */
  name: z.string(),
  /** Shown only when the visitor agreed to share contact data with exhibitors; else masked (or null for a link registration). */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  contactShared: z.boolean(),
  invitedAt: z.string().nullable(),
  registeredAt: z.string().nullable(),
  cameAt: z.string().nullable()
})

export const inviteRecordPageSchema = z.object({
  page: z.number(),
  size: z.number(),
  total: z.number(),
  counts: z.object({
    invited: z.number(),
    registered: z.number(),
    came: z.number()
  }),
  records: z.array(inviteRecordViewSchema)
})

/* ---------- Visa letters ---------- */
export const visaStateSchema = z.enum(['pending', 'approved', 'rejected'])

export const visaApplicantViewSchema = z.object({
  surname: z.string(),
  givenNames: z.string(),
  sex: z.enum(['M', 'F']),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string(),
  /** ISO 3166-1 alpha-2. */
  nationality: z.string(),
  /** Masked in lists (first 2 and last 2 characters); in full only on the letter. */
  passportNoMasked: z.string(),
  passportExpiry: z.string(),
  position: z.string(),
  arrival: z.string(),
  departure: z.string()
})

export const visaRequestViewSchema = z.object({
  id: z.string(),
  exhibitionId: z.string(),
  state: visaStateSchema,
  reason: z.string().nullable(),
  applicant: visaApplicantViewSchema,
  /** When approved: the letter's reference and the download call. */
  letterNo: z.string().nullable(),
  letterPath: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable()
})

export const adminVisaViewSchema = visaRequestViewSchema.extend({
  deptId: z.string(),
  companyName: z.string()
})



export const specialBuildViewSchema = z.object({
  boothId: z.string(),
  builderName: z.string(),
  builderContact: z.string(),
  builderMobile: z.string(),
  builderEmail: z.string().nullable(),
  /** Metres, at most 5. */
  heightM: z.number(),
  /** kg/m², at most 5000. */
  floorLoadKgM2: z.number(),
  drawings: z.array(fileRefSchema),
  updatedAt: z.string()
})

export const boardViewSchema = z.object({
  exhibitionId: z.string(),
  booths: z.array(boothViewSchema),
  /** Booths of the company and their area added up (at most 300 m²). */
  boothCount: z.number(),
  totalArea: z.number(),
  /** null: the company has no standard booth (no shell, no fascia). */
  limits: furnitureLimitsSchema.nullable(),
  fascia: fasciaBoardSchema.nullable(),
  furniture: boardFurnitureSchema.nullable(),
  /** One entry per bare-space booth; `build` null while not given. */
  specialBuilds: z.array(z.object({
    booth: boothViewSchema,
    build: specialBuildViewSchema.nullable()
  })),
  /** The final submission was made: nothing here may change until the organiser reopens it. */
  locked: z.boolean(),
  updatedAt: z.string().nullable()
})

export const vipInviteViewSchema = z.object({
  exhibitionId: z.string(),
  templateId: z.string().nullable(),
  /** The company's own words added to the template. */
  wordingCn: z.string(),
  wordingEn: z.string(),
  image: fileRefSchema.nullable(),
  /** The registration route carrying inviteDeptId and sourceInviteUserId (the page adds the origin; a QR code shows the same). */
  linkPath: z.string(),
  inviteDeptId: z.string(),
  sourceInviteUserId: z.string()
})

export const inviteBatchResultSchema = z.object({
  /** Recipients handed to the notifier and recorded as invited. */
  sent: z.number(),
  /** Recipients skipped because this company already invited them at this exhibition. */
  skipped: z.number(),
  /** Each recipient in the order sent, with what became of it, so the page can say it beside the row typed. */
  results: z.array(inviteRecipientResultSchema)
})
