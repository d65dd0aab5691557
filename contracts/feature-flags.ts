import { z } from 'zod';
import { lazySchema } from './lazy-schema';

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

export const FeatureFlag = lazySchema(() => z.enum(FEATURE_FLAGS));
export type FeatureFlag = z.infer<typeof FeatureFlag>;

/** For each flag, the brand ids it is on for. A flag missing from the file is off everywhere. */
export const FeatureFlagBrandLists = lazySchema(() => z.partialRecord(FeatureFlag, z.array(z.string())));
export type FeatureFlagBrandLists = z.infer<typeof FeatureFlagBrandLists>;
