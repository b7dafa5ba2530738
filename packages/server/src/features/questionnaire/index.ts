export { questionnaireRoutes } from './routes'
export { configuredSlots, questionnairesFor, questionnairesOn } from './definitions'
