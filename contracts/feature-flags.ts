import { z } from 'zod';

/** Every feature flag of the spec; each is prefixed PhotoManagement. */
export const FEATURE_FLAGS = [
  'PhotoManagementFeatureFlagControl',
  'PhotoManagementTimelineViewEnabled',
  'PhotoManagementAlbumViewEnabled',
  'PhotoManagementSharedAlbumsViewEnabled',
  'PhotoManagementUploadViewEnabled',
  'PhotoManagementDownloadViewEnabled',
  'PhotoManagementOrderPrintsEnabled',
  'PhotoManagementReactivationEnabled',
  'PhotoManagementUseReactivationMockData',
  'PhotoManagementPhotoExportEnabled',
  'PhotoManagementQrCodeUploadEnabled',
] as const;

export const FeatureFlag = z.enum(FEATURE_FLAGS);
export type FeatureFlag = z.infer<typeof FeatureFlag>;

/** For each flag, the brand ids it is on for. A flag missing from the file is off everywhere. */
export const FeatureFlagBrandLists = z.partialRecord(FeatureFlag, z.array(z.string()));
export type FeatureFlagBrandLists = z.infer<typeof FeatureFlagBrandLists>;
