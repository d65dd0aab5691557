/** Uploads from the device (tus, one queue), accepted file types, the app link (public entry). */
export { ACCEPT_ATTRIBUTE, canPreview, isAcceptedFile } from './accepted-types';
export { APP_LINK_RETURN_MS, appLinkForAlbum, isAppDevice, ordersPrintsInApp } from './app-link';
export { summaryTone } from './summary-tone';
export { overallProgress } from './upload-progress';
export { UploadQueue } from './upload-queue';
export type { UploadFailure, UploadItem, UploadQueueSnapshot, UploadTarget } from './upload-types';
