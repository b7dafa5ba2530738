// The loader entry (dist/lib/fair.js): the one file with a stable name. It holds no React and no element code,
// only the tag → chunk table the library build writes (virtual:fair-elements), so it stays a few hundred bytes
// and can be revalidated on every page load while the hashed chunks behind it are cached for good.
import elements from 'virtual:fair-elements'
import { startLoader } from './loader'

export type { FairLoader } from './loader'

const loader = startLoader(elements)

/** Defines an element now, e.g. one that will be rendered inside a shadow root the loader does not watch. */
export const load = loader.load
/** The tags this loader defines. */
export const tags = loader.tags
