export { customerRoutes } from './routes'
export { completeMembershipOrder } from './membership'
export { customerLeads, customerMemberships, customerStaffGrants, customerSurveys, type SurveyQuestionRow } from './tables'
