export { uploadRoutes, type UploadPurpose } from './routes'
export { assertOwnFiles, findFile, keepFiles, storeFile, newFileId, type NewFile, type StoredFile } from './store'
export { deleteUnusedUploads, unusedUploadsJob } from './cleanup'
export { files } from './tables'
