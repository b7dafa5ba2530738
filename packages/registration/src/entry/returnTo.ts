// One sign-in-and-come-back for every element: the wallet's gift link uses it as the entry pages do.
export { signInAndReturn } from '@fairpass/core/area'
