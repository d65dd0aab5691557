/** Downloads of photos and albums, and exports of the whole library (public entry). */
export {
  downloadOriginal,
  downloadsKey,
  fetchDownloadUrl,
  requestDownload,
  requestSharedAlbumDownload,
  useDownloads,
  wasRequestedHere,
} from './downloads';
export {
  ExportRequestError,
  exportPageState,
  fetchExportChunkUrl,
  requestExport,
  useExport,
} from './exports';
export { lastExport, rememberExport } from './last-export';
