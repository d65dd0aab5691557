import { createAddress, deleteAddress, listAddresses, updateAddress } from './address';
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
import { patchCustomer, updateCustomer } from './customer-update';
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
import {
  confirmSubscription,
  getSubscription,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from './email-gateway';
import type { AnyEndpoint } from './endpoint';
import {
  confirmAccountDeletion,
  confirmEmailChange,
  requestAccountDeletion,
  requestEmailChange,
} from './identity';
import { getAbOffer } from './integrations';
import { getInvoiceGroupFile, getInvoicePdf, getInvoices } from './invoices';
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
import { createPhoneLink, getPhoneLink, getUploadOutcome } from './photo-uploads';
import {
  deleteAllPhotos,
  deletePhotos,
  getImage,
  getLibraryCounts,
  getTimelineCounts,
  getTimelineMonth,
  listPhotos,
} from './photos';
import { deleteProject, getSavedProjects } from './projects';
import { getPublicConfig } from './public-config';
import { getAnonymousUploads, getUpload } from './storage-uploads';
import {
  createGalleryEntry,
  createWidget,
  deleteGalleryEntry,
  deleteWidget,
  getBlockedOrder,
  getCategories,
  getGalleryEntry,
  getWidget,
  getWidgetsByOrders,
  listWidgetOrders,
  shareWidget,
  updateGalleryEntry,
} from './widgets';

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
  deleteProject,
  getInvoices,
  getInvoicePdf,
  getInvoiceGroupFile,
  listWidgetOrders,
  getWidgetsByOrders,
  getWidget,
  createWidget,
  deleteWidget,
  shareWidget,
  getGalleryEntry,
  createGalleryEntry,
  updateGalleryEntry,
  deleteGalleryEntry,
  getCategories,
  getBlockedOrder,
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
  updateCustomer,
  patchCustomer,
  listAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
  requestEmailChange,
  confirmEmailChange,
  requestAccountDeletion,
  confirmAccountDeletion,
  subscribeNewsletter,
  getSubscription,
  unsubscribeNewsletter,
  confirmSubscription,
  createPhoneLink,
  getPhoneLink,
  getUploadOutcome,
  getAbOffer,
] as const satisfies readonly AnyEndpoint[];

export type DeclaredEndpoint = (typeof ENDPOINTS)[number];
/** `customers.getMe`, …: what `POST /__control/faults` targets. */
export type CallName = DeclaredEndpoint['name'];
/** Services that have at least one declared call. */
export type DeclaredService = DeclaredEndpoint['service'];
export type EndpointsOf<S extends DeclaredService> = Extract<DeclaredEndpoint, { service: S }>;
