import {
  addAlbumPhotos,
  createAlbum,
  createSharedAlbumDownload,
  createTempSelection,
  deleteAlbum,
  deleteSharedAlbum,
  getAlbum,
  getSharedAlbum,
  getSharedAlbumCounts,
  getSharedAlbumParticipants,
  getTempSelection,
  listAlbumPhotos,
  listAlbums,
  listSharedAlbumPhotos,
  listSharedAlbums,
  removeAlbumPhotos,
  renameAlbum,
} from './albums';
import { getCampaign, getCutOffGroups, getVoucherOffer } from './campaigns';
import { getCustomer } from './customer';
import {
  createDownload,
  createExport,
  getArchiveFile,
  getDownloadUrl,
  getExport,
  getExportChunkFile,
  getExportChunkUrl,
  listDownloads,
} from './downloads';
import type { AnyEndpoint } from './endpoint';
import { getAbOffer } from './integrations';
import { queryMerchandise } from './merchandise';
import { getMapPdfs, getProduct, getProductPdf } from './order-products';
import {
  changeDeliveryAddress,
  directReorder,
  getDeliveryDates,
  getOrder,
  getOrdersByAccount,
  getReorderStatus,
  getSuperOrder,
  getSuperOrders,
} from './orders';
import { activate, getAccountInformation, getActivation } from './photo-storage';
import {
  deleteAllPhotos,
  deletePhotos,
  getImage,
  getLibraryCounts,
  getTimelineCounts,
  getTimelineMonth,
  listPhotos,
} from './photos';
import { getSavedProjects } from './projects';
import { getPublicConfig } from './public-config';
import { getAnonymousUploads, getUpload } from './storage-uploads';

/**
 * Every declared upstream call. Add a new call's declaration here: the emulator must then serve it (its service's
 * `handlers` map stops compiling until it does), fault injection knows its name, and the OpenAPI document lists it.
 */
export const ENDPOINTS = [
  getCustomer,
  getPublicConfig,
  getLibraryCounts,
  getTimelineCounts,
  getTimelineMonth,
  listPhotos,
  deletePhotos,
  deleteAllPhotos,
  getImage,
  getSuperOrders,
  getSuperOrder,
  changeDeliveryAddress,
  getOrdersByAccount,
  getOrder,
  getDeliveryDates,
  getReorderStatus,
  directReorder,
  getProduct,
  getProductPdf,
  getMapPdfs,
  getVoucherOffer,
  getCampaign,
  getCutOffGroups,
  getUpload,
  getAnonymousUploads,
  queryMerchandise,
  getSavedProjects,
  createDownload,
  listDownloads,
  getDownloadUrl,
  getArchiveFile,
  createExport,
  getExport,
  getExportChunkUrl,
  getExportChunkFile,
  getActivation,
  activate,
  getAccountInformation,
  createAlbum,
  listAlbums,
  getAlbum,
  renameAlbum,
  deleteAlbum,
  addAlbumPhotos,
  removeAlbumPhotos,
  listAlbumPhotos,
  listSharedAlbums,
  getSharedAlbumCounts,
  getSharedAlbum,
  getSharedAlbumParticipants,
  listSharedAlbumPhotos,
  deleteSharedAlbum,
  createSharedAlbumDownload,
  createTempSelection,
  getTempSelection,
  getAbOffer,
] as const satisfies readonly AnyEndpoint[];

export type DeclaredEndpoint = (typeof ENDPOINTS)[number];
/** `customers.getMe`, …: what `POST /__control/faults` targets. */
export type CallName = DeclaredEndpoint['name'];
/** Services that have at least one declared call. */
export type DeclaredService = DeclaredEndpoint['service'];
export type EndpointsOf<S extends DeclaredService> = Extract<DeclaredEndpoint, { service: S }>;
