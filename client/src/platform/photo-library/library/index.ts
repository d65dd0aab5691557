/** The library as a whole: its activation and import, the storage-expiry status, deleting photos (public entry). */
export { useStorageInfo } from './account-information';
export { activationKey, fetchActivation, type LibraryActivation, startActivation } from './activation';
export {
  type BulkDeleteResult,
  type DeleteOptions,
  DeletePhotosError,
  deletePhotosInChunks,
  deleteSelectedBatches,
  deleteWholeLibrary,
} from './delete-photos';
export {
  IMPORT_FINISH_DELAY_MS,
  IMPORT_WAITING,
  type ImportProgress,
  nextImportProgress,
} from './import-flow';
export { type StorageInfo, takeFirstCriticalOfSession, takeOncePerBrowserSession } from './storage-status';
