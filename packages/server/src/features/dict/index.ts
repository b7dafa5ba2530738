export { dictRoutes, dictionaryEntries } from './routes'
export { buildDictTree, type DictEntry, type DictNode } from './tree'
export { dictionaries } from './tables'
