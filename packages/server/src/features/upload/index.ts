export { uploadRoutes } from './routes'
export { assertOwnFiles, findFile, storeFile, newFileId, type StoredFile } from './store'
