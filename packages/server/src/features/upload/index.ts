export { uploadRoutes } from './routes'
export { assertOwnFiles, findFile, storeFile, newFileId, type StoredFile } from './store'
export { deleteUnusedUploads, unusedUploadsJob } from './cleanup'
