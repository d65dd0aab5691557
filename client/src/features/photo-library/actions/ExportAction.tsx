import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { generatePath } from 'react-router';
import { paths } from '#contracts/routes';
import { Deferred, deferredPart } from '#features/photo-library/common/deferred-part';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { MenuItem } from '#ui/MenuButton';

const messages = defineMessages({
  exportAll: { id: 'photos.bar.exportAll', defaultMessage: 'Export all photos' },
});

// Closed until asked for: its code follows the screen (decision 320).
const RequestModal = deferredPart(() => import('./ExportRequestModal').then((m) => m.ExportRequestModal));

/** 'Export all photos', an item of the library bar's 'More actions' menu: the request modal; an export ready at once opens its page. */
export function ExportAction({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const navigate = useAppNavigate();
  const on = useFeatureFlag('PhotoManagementPhotoExportEnabled');
  const [open, setOpen] = useState(false);
  if (!on) return null;
  return (
    <>
      <MenuItem onSelect={() => setOpen(true)} disabled={disabled}>
        {intl.formatMessage(messages.exportAll)}
      </MenuItem>
      <Deferred
        part={RequestModal}
        shown={open}
        open={open}
        onClose={() => setOpen(false)}
        onReady={(backupId) => navigate(generatePath(paths.photoExports, { backupId }))}
      />
    </>
  );
}
