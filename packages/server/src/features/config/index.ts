export { configRoutes, sysConfigOf } from './routes'
export { profileFieldsFor, type LocalizedProfileField } from './fields'
export { configuredSlots, questionnaireFor, questionnairesFor, questionnairesOn } from './questionnaires'
export { formFields, questionnaires, userCenterEntries } from './tables'
