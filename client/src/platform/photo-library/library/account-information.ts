import useSWR from 'swr';
import { getAccountInformation } from '#contracts/photo-storage';
import { apiCall, callKey } from '#platform/api/api-request';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { deriveStorageInfo, type StorageInfo, sampleAccountInformation } from './storage-status';

export const accountInformationKey = callKey(getAccountInformation);
const MOCK_KEY = ['photoDeletion.sample', ''] as const;

/**
 * The storage-expiry notice's data: GET {photo-deletion}/accounts/getaccountinformation when the reactivation
 * flag is on (the built-in sample instead when the mock-data flag is on too); nothing while the flag is off.
 */
export function useStorageInfo() {
  const enabled = useFeatureFlag('PhotoManagementReactivationEnabled');
  const mock = useFeatureFlag('PhotoManagementUseReactivationMockData');
  const key = !enabled ? null : mock ? MOCK_KEY : accountInformationKey;
  return useSWR<StorageInfo>(key, async () => {
    const now = new Date();
    const info = mock ? sampleAccountInformation(now) : await apiCall(getAccountInformation);
    return deriveStorageInfo(info, now);
  });
}
