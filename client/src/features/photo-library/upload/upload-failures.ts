import { defineMessages } from 'react-intl';
import type { UploadFailure } from '#platform/photo-library/upload';

/** Why a file failed, by the reason the queue gives: shown beside the file and in the finished summary. */
export const uploadFailures = defineMessages<UploadFailure>({
  unsupported_type: {
    id: 'upload.failure.unsupportedType',
    defaultMessage: 'this file is not a HEIC, JPEG or PNG photo',
  },
  unsupported_heif: {
    id: 'upload.failure.heifVariant',
    defaultMessage: 'the photo is a HEIF variant we cannot read',
  },
  corrupt_image: { id: 'upload.failure.corrupt', defaultMessage: 'the photo is damaged or incomplete' },
  too_large: { id: 'upload.failure.tooLarge', defaultMessage: 'the photo is larger than 50 MB' },
  too_many_pixels: {
    id: 'upload.failure.tooManyPixels',
    defaultMessage: 'the photo has more than 50 megapixels',
  },
  link_expired: { id: 'upload.failure.linkExpired', defaultMessage: 'the upload link has expired' },
  connection: { id: 'upload.failure.connection', defaultMessage: 'the connection was lost' },
  failed: { id: 'upload.failure.failed', defaultMessage: 'the photo could not be added' },
});
