import { defineAreaElement } from '@fairpass/core/area'
import { areaShell } from '@fairpass/ui'
import '../messages'
import type { Route } from '@fairpass/core/router'
import type { DocumentsHeading } from '../documents/DocumentsPage'
import { portalPage } from '../shared/portalPage'

const SELF = '/exhibitorSelfService'

const login = portalPage(() => import('../account/LoginPage').then((module) => module.LoginPage), () => ({}), { open: true })
const home = portalPage(() => import('../home/HomePage').then((module) => module.HomePage), () => ({}))
const catalogue = (variant: 'full' | 'noImg' | 'logo') => portalPage(() => import('../catalogue/CataloguePage').then((module) => module.CataloguePage), () => ({ variant }))
const review = portalPage(() => import('../review/ReviewPage').then((module) => module.ReviewPage), () => ({}))
const invites = portalPage(() => import('../staff/InvitesPage').then((module) => module.InvitesPage), () => ({}))
// Paid services (issue 17): the three pages are one module, each showing its kind.
const services = (kind: 'service' | 'ad' | 'translator') =>
  portalPage(() => import('../services/ServicesPage').then((module) => module.ServicesPage), (route) => ({ kind, id: route.query.id, orderId: route.query.orderId }))
const documents = (props: (route: Route) => { kind: string; paged: boolean; heading: DocumentsHeading }) =>
  portalPage(() => import('../documents/DocumentsPage').then((module) => module.DocumentsPage), props)
const buyers = portalPage(() => import('../vip/BuyersPage').then((module) => module.BuyersPage), () => ({}))
const invitationTemplate = portalPage(() => import('../vip/TemplatePage').then((module) => module.TemplatePage), () => ({}))
const inviteStaff = portalPage(() => import('../staff/InviteStaffPage').then((module) => module.InviteStaffPage), (route) => ({ code: route.query.code }), { open: true })

/**
 * The exhibitor portal (part 1): a company's admin signs in with the account the organiser made (and chooses a
 * password at the first login), sees the company's booths and where its submissions stand, fills in the catalogue
 * entry with its logo (drafts kept, earlier fairs copied), manages the exhibits and their pictures within the
 * organiser's cap, applies for staff badges or invites staff by link or code to fill in their own data, and follows
 * the organiser's review. Booth information and an invitation's landing open without a login. Paid services, ad
 * positions and interpreters are reserved here and paid on the ticket area's pages (by route).
 *
 * @tag fair-exhibitor-portal
 * @fires fair-exhibitor-catalogue-submitted - {{ exhibitionId: string; journalId: string }} The catalogue entry was sent to the organiser's review.
 * @fires fair-exhibitor-product-saved - {{ exhibitionId: string; productId: string; created: boolean }} A product was added (`created`) or changed.
 * @fires fair-exhibitor-staff-invited - {{ exhibitionId: string; invitationId: string; code: string }} An invitation for staff to fill in their own badge data was made.
 * @fires fair-exhibitor-service-reserved - {{ exhibitionId: string; reservationId: string; orderId: string; orderNo: string; totalFen: number }} A service, ad position or interpreter was reserved: an unpaid order to pay (amount in fen).
 * @fires fair-exhibitor-service-paid - {{ exhibitionId: string; reservationId: string; orderId: string; orderNo: string }} Back from the cashier, the portal saw the reservation paid.
 * @fires fair-exhibitor-board-saved - {{ exhibitionId: string; shelves: number; hangingRods: number; flowTables: number }} The fascia board and the standard booths' furniture were saved.
 * @fires fair-exhibitor-build-saved - {{ exhibitionId: string; boothId: string }} A bare-space booth's special build (builder, height, floor load, drawings) was saved.
 * @fires fair-exhibitor-setup-submitted - {{ exhibitionId: string; submittedAt: string }} The company made the final submission of its booth setup (read-only until the organiser reopens it).
 * @fires fair-exhibitor-buyers-invited - {{ exhibitionId: string; channel: 'sms' | 'email'; sent: number; skipped: number }} The company's invitation went to buyers by SMS or e-mail (`skipped`: invited before).
 * @fires fair-exhibitor-invitation-saved - {{ exhibitionId: string; templateId: string | null }} The company's VIP invitation (template, wording, image) was saved.
 * @fires fair-exhibitor-visa-requested - {{ exhibitionId: string; requestId: string; resent: boolean }} A visa invitation letter was requested, or a rejected request sent again (`resent`).
 */
export const FairExhibitorPortalElement = defineAreaElement({
  tag: 'fair-exhibitor-portal',
  area: 'exhibitor-portal',
  initialPath: '/user-center',
  // The portal has its own sign-in (company accounts by password): a member page shows it in place while nobody is
  // signed in (shared/portalPage), rather than the visitors' login of the registration area.
  access: 'self',
  shell: areaShell,
  pages: {
    [`${SELF}/exhibitorRegist`]: login,
    [`${SELF}/exhibitorRegist/login`]: login,
    '/user-center': home,
    '/user-center/exhibitorReport': catalogue('full'),
    '/user-center/exhibitorReportNoImg': catalogue('noImg'),
    '/user-center/exhibitorLogo': catalogue('logo'),
    '/boothInfo': portalPage(() => import('../booth/BoothInfoPage').then((module) => module.BoothInfoPage), (route) => ({ deptId: route.query.deptId ?? '' }), { open: true }),
    [`${SELF}/exhibit/list`]: portalPage(() => import('../products/ProductsPage').then((module) => module.ProductsPage), () => ({})),
    [`${SELF}/exhibit/previousList`]: portalPage(() => import('../products/PreviousProductsPage').then((module) => module.PreviousProductsPage), () => ({})),
    [`${SELF}/exhibit/single`]: portalPage(() => import('../products/ProductEditPage').then((module) => module.ProductEditPage), (route) => ({ id: route.query.id })),
    [`${SELF}/productShow`]: portalPage(() => import('../products/ProductShowPage').then((module) => module.ProductShowPage), (route) => ({ id: route.query.id ?? '' })),
    [`${SELF}/documentManagement/list`]: portalPage(() => import('../staff/CredentialsPage').then((module) => module.CredentialsPage), () => ({})),
    [`${SELF}/documentManagement/inviteCodePage`]: invites,
    [`${SELF}/exhCertificationCode`]: invites,
    [`${SELF}/document-manage-info-detail/:type`]: portalPage(() => import('../staff/CredentialDetailPage').then((module) => module.CredentialDetailPage), (route) => ({ id: route.query.id ?? '' })),
    [`${SELF}/document-manage-previous-list/:type`]: portalPage(() => import('../staff/PreviousCredentialsPage').then((module) => module.PreviousCredentialsPage), () => ({})),
    // The staff invite flow (spec §4) sends an invited staff member with an incomplete badge here: with the
    // invitation's code it is their own form; otherwise the admin's form for a badge.
    [`${SELF}/formInfoWap`]: portalPage(() => import('../staff/FormInfoWapPage').then((module) => module.FormInfoWapPage), (route) => ({ id: route.query.id, code: route.query.code }), { open: true }),
    [`${SELF}/exhInviteStaff`]: inviteStaff,
    [`${SELF}/auditing`]: review,
    '/auditing': review,
    // Paid services (issue 17)
    [`${SELF}/serviceOrder`]: services('service'),
    [`${SELF}/adsBooking`]: services('ad'),
    [`${SELF}/translateBooking`]: services('translator'),
    // Booth setup, the organiser's documents and the final submission (issue 17, part 2).
    [`${SELF}/information`]: portalPage(() => import('../setup/SetupHubPage').then((module) => module.SetupHubPage), () => ({})),
    [`${SELF}/information/info`]: portalPage(() => import('../setup/BoardPage').then((module) => module.BoardPage), () => ({})),
    '/builder': portalPage(() => import('../setup/BuilderPage').then((module) => module.BuilderPage), (route) => ({ boothId: route.query.boothId })),
    [`${SELF}/information/manualAll/:materialTypeV2`]: documents((route) => ({ kind: route.params.materialTypeV2 ?? '', paged: false, heading: 'manual' })),
    [`${SELF}/information/manualPart/:materialTypeV2`]: documents((route) => ({ kind: route.params.materialTypeV2 ?? '', paged: true, heading: 'manual' })),
    '/datadownload': documents(() => ({ kind: '', paged: false, heading: 'download' })),
    '/datadownload/invoice': documents(() => ({ kind: 'forms', paged: false, heading: 'invoice' })),
    '/datadownload/contract': documents(() => ({ kind: 'forms', paged: false, heading: 'contract' })),
    '/datadownloadDetails': portalPage(() => import('../documents/DocumentDetailPage').then((module) => module.DocumentDetailPage), (route) => ({ id: route.query.id ?? '' })),
    // VIP buyer invitations and visa letters (issue 17, branch exh-invite).
    [`${SELF}/invitingBuyers/list`]: buyers,
    [`${SELF}/invitingBuyersTwo/list`]: buyers,
    [`${SELF}/inviteVIP`]: portalPage(() => import('../vip/InviteVipPage').then((module) => module.InviteVipPage), () => ({})),
    [`${SELF}/inviteVIP/inviteForm`]: portalPage(() => import('../vip/InviteFormPage').then((module) => module.InviteFormPage), () => ({})),
    [`${SELF}/invitationTemplate`]: invitationTemplate,
    '/exhibitorSelfServiceNew/invitationTemplate': invitationTemplate,
    '/exhibitorSelfServiceNew/invitationTemplate/editInvitation': invitationTemplate,
    [`${SELF}/visaInfo`]: portalPage(() => import('../visa/VisaPage').then((module) => module.VisaPage), () => ({})),
  },
})
