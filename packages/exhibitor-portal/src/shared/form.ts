/* The form store moved to core/forms so every area shares one (the group manager's forms use it too). */
export { createForm, lastPart, refusalFields } from '@fairpass/core/forms'
export type { Form, FormState } from '@fairpass/core/forms'
