export { exhibitionFileRoutes } from './routes'
export { importExhibition, type ExhibitionImportOptions } from './import'
export { exportExhibition } from './export'
export { exhibitionFileKeys } from './tables'
