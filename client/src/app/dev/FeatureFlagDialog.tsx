import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { FEATURE_FLAGS } from '#contracts/feature-flags';
import { useFeatureFlags } from '#platform/feature-flags/FeatureFlagsProvider';
import type { FlagValues } from '#platform/feature-flags/resolve-flags';
import { Button } from '#ui/Button';
import { Modal } from '#ui/modal/Modal';

const messages = defineMessages({
  title: { id: 'app.featureFlags.title', defaultMessage: 'Feature flags' },
  save: { id: 'app.featureFlags.save', defaultMessage: 'Save' },
  reset: { id: 'app.featureFlags.reset', defaultMessage: 'Reset' },
});

/** Developer dialog: every flag as a checkbox; Save stores overrides, Reset clears them. */
export function FeatureFlagDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { flags, save, reset } = useFeatureFlags();
  const [draft, setDraft] = useState<FlagValues>(flags);
  useEffect(() => {
    if (open) setDraft(flags);
  }, [open, flags]);

  return (
    <Modal open={open} onClose={onClose} title={<FormattedMessage {...messages.title} />}>
      <form
        className="ff-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          save(draft);
          onClose();
        }}
      >
        <ul className="ff-dialog__list">
          {FEATURE_FLAGS.map((flag) => (
            <li key={flag}>
              <label>
                <input
                  type="checkbox"
                  checked={draft[flag]}
                  onChange={(event) => setDraft({ ...draft, [flag]: event.target.checked })}
                />{' '}
                {flag}
              </label>
            </li>
          ))}
        </ul>
        <div className="ff-dialog__actions">
          <Button type="submit">
            <FormattedMessage {...messages.save} />
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              onClose();
            }}
          >
            <FormattedMessage {...messages.reset} />
          </Button>
        </div>
      </form>
    </Modal>
  );
}
