export * from './fieldErrors'
export { createForm, lastPart, refusalFields } from './createForm'
export type { Form, FormState } from './createForm'
