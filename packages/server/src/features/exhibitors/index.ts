export { exhibitorRoutes } from './routes'
export { findMembership } from './company'
export { CONTACT_CONSENT_FIELD } from './invitations'
export { exhibitorUploadPurposes } from './uploads'
export { addParticipation } from './organiser'
export { completeServiceOrder, saveServiceCategory } from './services'
export {
  exhibitorBooths,
  exhibitorCompanies,
  exhibitorCredentials,
  exhibitorDocuments,
  exhibitorInvitationTemplates,
  exhibitorInvitations,
  exhibitorJournals,
  exhibitorMembers,
  exhibitorParticipations,
  exhibitorProducts,
  exhibitorSettings,
  exhibitorUploads,
} from './tables'
