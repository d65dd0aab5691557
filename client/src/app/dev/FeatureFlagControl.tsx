import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { FeatureFlagDialog } from './FeatureFlagDialog';

const messages = defineMessages({
  button: { id: 'app.featureFlags.button', defaultMessage: 'Feature flags' },
});

/** The developer 'FF' button, only when PhotoManagementFeatureFlagControl is on. */
export function FeatureFlagControl() {
  const intl = useIntl();
  const enabled = useFeatureFlag('PhotoManagementFeatureFlagControl');
  const [open, setOpen] = useState(false);
  if (!enabled) return null;
  return (
    <>
      <button
        type="button"
        className="ff-button"
        aria-label={intl.formatMessage(messages.button)}
        onClick={() => setOpen(true)}
      >
        FF
      </button>
      <FeatureFlagDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
