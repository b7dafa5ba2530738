export { AreaNav } from './AreaNav'
export type { AreaNavLink } from './AreaNav'
