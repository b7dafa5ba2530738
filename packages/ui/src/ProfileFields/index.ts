export { labelOf, PLAIN_PROFILE_TYPES, ProfileFieldInput } from './ProfileFieldInput'
export type { ProfileFieldInputProps } from './ProfileFieldInput'
