/** Albums: the list and an album's pages, their store, adding and copying photos into one (public entry). */
export { addSelectionToAlbum, countToAdd } from './add-to-album';
export { createdLabel } from './album-dates';
export { type AlbumSource, albumStoreFor, currentAlbumStore, dropAlbumStore } from './album-store';
export {
  createNewAlbum,
  createPrintSelection,
  leaveOrDeleteSharedAlbum,
  refreshAlbums,
  removeAlbum,
  saveAlbumName,
  useAlbum,
  useAlbumPages,
  useSharedAlbum,
  useSharedAlbumCounts,
  useSharedAlbumPages,
} from './albums';
export { copyIntoAlbum, copyIntoNewAlbum } from './copy-to-album';
