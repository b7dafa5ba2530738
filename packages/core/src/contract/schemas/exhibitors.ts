import { z } from 'zod'
import { uploadedFileSchema } from './config'
import { pageOf } from './shared'
import { EXHIBITOR_REGISTER_TYPES, EXHIBITOR_UPLOAD_PURPOSES } from '../exhibitors'

export const exhibitorRegisterTypeSchema = z.enum(EXHIBITOR_REGISTER_TYPES)

/** A changed password ends every session signed before it; the answer carries the caller's new one. */
export const newSessionSchema = z.object({
  access_token: z.string(),
  /** Seconds. */
  expires_in: z.number()
})

export const exhibitorUploadPurposeSchema = z.enum(EXHIBITOR_UPLOAD_PURPOSES)

/** put-file's answer for a portal purpose: the stored file, its type and the sizes it was stored at. */
export const exhibitorUploadSchema = uploadedFileSchema.extend({
  mimeType: z.string(),
  /** Stored pixel size (after resizing); null for a video. */
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** A THUMB_SIDE-px version for lists; null for a video. */
  thumbFileId: z.string().nullable(),
  thumbLink: z.string().nullable()
})

/** A file the portal shows: the id it was saved with and where to load it. */
export const fileRefSchema = z.object({
  fileId: z.string(),
  link: z.string(),
  thumbLink: z.string().nullable()
})

export const exhibitorRoleSchema = z.enum(['admin', 'staff'])

/** Standard shell booths of 9, 12 or 15 m², or bare space from 27 m² (spec §9). */
export const boothTypeSchema = z.enum(['standard', 'bareSpace'])

export const boothViewSchema = z.object({
  id: z.string(),
  hall: z.string(),
  boothNo: z.string(),
  type: boothTypeSchema,
  /** m², at most 300. */
  area: z.number()
})

/** /boothInfo: a company's booths at an exhibition (no token). */
export const boothInfoViewSchema = z.object({
  exhibitionId: z.string(),
  deptId: z.string(),
  /** In the caller's language (en falls back to cn when the company has no English name). */
  companyName: z.string(),
  booths: z.array(boothViewSchema),
  /** m², the booths added up. */
  totalArea: z.number()
})

/** Review states of spec §4: pending review, approved, not approved. 'none': not submitted yet. */
export const reviewStateSchema = z.enum(['none', 'pending', 'approved', 'rejected'])

export const reviewPartSchema = z.object({
  state: reviewStateSchema,
  /** The organiser's reason for a rejection, else null. */
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable()
})

/** What stands between the company and applying for badges (spec §5). */
export const credentialPrerequisiteSchema = z.object({
  /** The catalogue entry is submitted (pending or approved). */
  journalComplete: z.boolean(),
  /** The exhibits are submitted (pending or approved) with at least one product. */
  exhibitsComplete: z.boolean(),
  met: z.boolean()
})

/** Spec §3 "Exhibitor info" plus what the portal needs to route and show progress. */
export const exhibitorInfoSchema = z.object({
  userId: z.string(),
  account: z.string(),
  role: exhibitorRoleSchema,
  /** The organiser set the password; the account must choose its own (setPassword) before anything else. */
  mustSetPassword: z.boolean(),
  tenantId: z.string(),
  exhibitionId: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  deptEnName: z.string().nullable(),
  fullName: z.string(),
  fullEnName: z.string().nullable(),
  exhibitorJournalId: z.string().nullable(),
  exhibitorJournalName: z.string().nullable(),
  exhibitorJournalEnName: z.string().nullable(),
  journalContacts: z.string().nullable(),
  journalContactInformation: z.string().nullable(),
  journalIntroduction: z.string().nullable(),
  journalEnIntroduction: z.string().nullable(),
  journalLogo: fileRefSchema.nullable(),
  companyExhibitionVO: z.object({
    deptId: z.string(),
    /** The halls of the booths, comma separated ("1H,2H"). */
    exhibitionHallNo: z.string(),
    /** The first booth number, and all of them comma separated. */
    boothNo: z.string(),
    boothNos: z.string()
  }),
  booths: z.array(boothViewSchema),
  catalogue: reviewPartSchema,
  exhibits: reviewPartSchema,
  prerequisite: credentialPrerequisiteSchema
})

export const exhibitorFormConfigSchema = z.object({
  exhibitionId: z.string(),
  /** Per company, unless the organiser set another cap for one company (ExhibitorInfo shows the company's own through the lists). */
  defaultProductCap: z.number(),
  defaultCredentialCap: z.number(),
  /** ISO instant after which badges are no longer applied for ("Document application closed"), or null. */
  credentialDeadline: z.string().nullable(),
  /** The product categories to choose from (key and label in the caller's language). */
  productCategories: z.array(z.object({
    key: z.string(),
    label: z.string()
  })),
  /** The initiative letter to show before the tick, in the caller's language (plain text, paragraphs by blank lines). */
  initiativeLetter: z.string(),
  /** Limits the pages show beside each upload; the server checks the content anyway. */
  uploads: z.record(exhibitorUploadPurposeSchema, z.object({
    extensions: z.array(z.string()),
    minBytes: z.number().nullable(),
    maxBytes: z.number(),
    suggested: z.object({
      width: z.number(),
      height: z.number()
    }).nullable()
  })),
  /** At most this many images per product. */
  productImagesMax: z.number()
})

/** The catalogue entry's fields as saved (a draft may leave any of them empty). */
export const journalFieldsSchema = z.object({
  nameCn: z.string(),
  nameEn: z.string(),
  contacts: z.string(),
  contactInformation: z.string(),
  introductionCn: z.string(),
  introductionEn: z.string(),
  logoFileId: z.string().nullable(),
  initiativeLetterAccepted: z.boolean()
})

export const journalViewSchema = journalFieldsSchema.extend({
  /** null: nothing saved yet for this fair. */
  id: z.string().nullable(),
  exhibitionId: z.string(),
  /** 'draft': kept between visits, not reviewed; 'submitted': sent to review (see `review`). */
  status: z.enum(['draft', 'submitted']),
  logo: fileRefSchema.nullable(),
  review: reviewPartSchema,
  /** From an earlier exhibition's entry (copy-to-this-fair), or null. */
  copiedFromId: z.string().nullable(),
  updatedAt: z.string().nullable()
})

export const journalHistoryEntrySchema = journalFieldsSchema.extend({
  id: z.string(),
  exhibitionId: z.string(),
  exhibitionTitle: z.string(),
  logo: fileRefSchema.nullable(),
  updatedAt: z.string()
})

export const productViewSchema = z.object({
  id: z.string(),
  exhibitionId: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  descriptionCn: z.string(),
  descriptionEn: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  images: z.array(fileRefSchema),
  video: fileRefSchema.nullable(),
  copiedFromId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string()
})

export const productPageSchema = pageOf(productViewSchema).extend({
  /** The company's cap at this exhibition and how many products it has. */
  cap: z.number(),
  used: z.number(),
  exhibits: reviewPartSchema
})

export const historyProductViewSchema = productViewSchema.extend({
  exhibitionTitle: z.string(),
  /** Already copied to this fair (saveHistoryToNow would add it twice otherwise). */
  copied: z.boolean()
})

export const historyProductPageSchema = pageOf(historyProductViewSchema)

export const reviewOverviewSchema = z.object({
  exhibitionId: z.string(),
  catalogue: reviewPartSchema,
  exhibits: reviewPartSchema,
  credentials: z.object({
    draft: z.number(),
    pending: z.number(),
    approved: z.number(),
    rejected: z.number()
  }),
  /** Rejected badges with their reasons, to fix and apply again. */
  rejectedCredentials: z.array(z.object({
    id: z.string(),
    name: z.string(),
    reason: z.string()
  })),
  prerequisite: credentialPrerequisiteSchema
})

/** Part 1 knows one kind of badge: the exhibitor staff badge (`/document-manage-info-detail/staff`). */
export const credentialTypeSchema = z.literal('staff')

/** draft (filled, not applied) → pending (applied) → approved | rejected; rejected → pending again once changed and applied. */
export const credentialStateSchema = z.enum(['draft', 'pending', 'approved', 'rejected'])

export const applicantFieldsSchema = z.object({
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** Resident ID number (checked when given); never shown back in full. */
  idNumber: z.string().nullable(),
  position: z.string()
})

export const credentialViewSchema = z.object({
  id: z.string(),
  exhibitionId: z.string(),
  type: credentialTypeSchema,
  state: credentialStateSchema,
  reason: z.string().nullable(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** Masked: first 3 and last 2 characters (spec §9 mask), or null. */
  idNumberMasked: z.string().nullable(),
  position: z.string(),
  /** 'admin': typed by the company admin; 'invite': the staff member filled it in by an invitation. */
  source: z.enum(['admin', 'invite']),
  /** The staff member's account, when it came by an invitation (their wallet gets the entry QR on approval). */
  userId: z.string().nullable(),
  appliedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  updatedAt: z.string()
})

export const credentialListSchema = z.object({
  exhibitionId: z.string(),
  cap: z.number(),
  /** Badges that count against the cap: pending and approved. */
  used: z.number(),
  deadline: z.string().nullable(),
  /** The deadline has passed: nothing more may be applied for. */
  closed: z.boolean(),
  prerequisite: credentialPrerequisiteSchema,
  records: z.array(credentialViewSchema)
})

export const previousCredentialSchema = z.object({
  id: z.string(),
  exhibitionId: z.string(),
  exhibitionTitle: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  position: z.string()
})

export const staffInvitationViewSchema = z.object({
  id: z.string(),
  exhibitionId: z.string(),
  /** 8 characters, letters and digits without look-alikes: typed on /exhibitorSelfService/exhInviteStaff. */
  code: z.string(),
  /** The hash route to share as a link or QR (the page adds the origin). */
  linkPath: z.string(),
  maxUses: z.number(),
  uses: z.number(),
  expiresAt: z.string(),
  revoked: z.boolean(),
  createdAt: z.string()
})

export const staffInviteLandingSchema = z.object({
  tenantId: z.string(),
  exhibitionId: z.string(),
  exhibitionTitle: z.string(),
  deptId: z.string(),
  companyName: z.string(),
  booths: z.array(boothViewSchema),
  /** null: the invitation may be used; else why not (in the caller's language). */
  refusal: z.object({
    code: z.enum(['revoked', 'expired', 'used', 'closed']),
    message: z.string()
  }).nullable()
})

/** Spec §4 staff invite flow: incomplete → the form; complete, unapproved → auditing; complete and approved → confirmation. */
export const staffInviteStateSchema = z.object({
  step: z.enum(['form', 'auditing', 'confirmation']),
  credential: credentialViewSchema.nullable(),
  companyName: z.string().nullable()
})

/** Organiser views (admin CLI). */
export const companyCreatedSchema = z.object({
  deptId: z.string(),
  adminAccount: z.string(),
  /** Shown once; the admin must choose their own at first login. */
  firstLoginPassword: z.string(),
  booths: z.array(boothViewSchema)
})

export const adminCompanyViewSchema = z.object({
  deptId: z.string(),
  nameCn: z.string(),
  nameEn: z.string().nullable(),
  fullNameCn: z.string(),
  fullNameEn: z.string().nullable(),
  adminAccount: z.string(),
  booths: z.array(boothViewSchema),
  productCap: z.number(),
  credentialCap: z.number(),
  products: z.number(),
  credentials: z.object({
    draft: z.number(),
    pending: z.number(),
    approved: z.number(),
    rejected: z.number()
  }),
  catalogue: reviewPartSchema,
  exhibits: reviewPartSchema
})

export const exhibitorSettingsViewSchema = z.object({
  exhibitionId: z.string(),
  defaultProductCap: z.number(),
  defaultCredentialCap: z.number(),
  credentialDeadline: z.string().nullable()
})

export const submissionKindSchema = z.enum(['catalogue', 'exhibits', 'credential'])

export const submissionViewSchema = z.object({
  kind: submissionKindSchema,
  /** The credential's id; for catalogue and exhibits the company's deptId. */
  id: z.string(),
  deptId: z.string(),
  companyName: z.string(),
  /** What is reviewed, in one line (the entry's name, "3 products", the applicant's name and position). */
  summary: z.string(),
  state: reviewStateSchema.exclude(['none']),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable()
})
