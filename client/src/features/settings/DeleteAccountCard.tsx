import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { mailLimitOf } from '#platform/api/mail-limit';
import { useAuth } from '#platform/auth/AuthProvider';
import { useConfig } from '#platform/config/ConfigProvider';
import { useRequest } from '#platform/request-state/use-request';
import { Button } from '#ui/Button';
import { MailLimitText } from '#ui/MailLimitText';
import { ConfirmModal } from '#ui/modal/ConfirmModal';
import { postAccountDeletion } from './api/identity-requests';

const messages = defineMessages({
  title: { id: 'settings.delete.title', defaultMessage: 'Delete account' },
  text: {
    id: 'settings.delete.text',
    defaultMessage:
      'Deleting your account removes your photos, albums, addresses and saved projects for good. Orders already placed are still delivered.',
  },
  button: { id: 'settings.delete.button', defaultMessage: 'Delete my account' },
  modalTitle: { id: 'settings.delete.modalTitle', defaultMessage: 'Delete your account?' },
  modalText: {
    id: 'settings.delete.modalText',
    defaultMessage:
      "We'll send you an e-mail with a link to confirm. Your account is deleted only once you follow that link.",
  },
  confirm: { id: 'settings.delete.confirm', defaultMessage: 'Send confirmation e-mail' },
  sending: { id: 'settings.delete.sending', defaultMessage: 'Sending…' },
  cancel: { id: 'settings.delete.cancel', defaultMessage: 'Cancel' },
  failed: {
    id: 'settings.delete.failed',
    defaultMessage: 'We could not send the confirmation e-mail. Please try again.',
  },
});

const sent = defineMessage<{ email: string }>({
  id: 'settings.delete.sent',
  defaultMessage: 'Check your mailbox: we sent a link to confirm the deletion to {email}.',
});

/** Account deletion, step one: after a confirmation, the identity service mails the link that deletes. */
export function DeleteAccountCard() {
  const { session } = useAuth();
  const { brand } = useConfig();
  const [open, setOpen] = useState(false);
  const { state, run, reset } = useRequest(
    'DELETE_ACCOUNT',
    async () => {
      if (!session) throw new Error('not signed in');
      await postAccountDeletion(session.claims, brand.channel);
    },
    mailLimitOf,
  );
  const close = () => {
    setOpen(false);
    if (state.status === 'Failed') reset();
  };
  return (
    <section className="settings-danger" aria-labelledby="settings-delete-title">
      <div>
        <h2 id="settings-delete-title" className="settings-danger__title">
          <Trash2 size={20} aria-hidden="true" />
          <FormattedMessage {...messages.title} />
        </h2>
        <p>
          <FormattedMessage {...messages.text} />
        </p>
        {state.status === 'Finished' ? (
          <p role="status" className="settings-card__success">
            <FormattedMessage {...sent} values={{ email: session?.claims.email ?? '' }} />
          </p>
        ) : null}
      </div>
      {state.status === 'Finished' ? null : (
        <Button variant="secondary" className="settings-danger__button" onClick={() => setOpen(true)}>
          <FormattedMessage {...messages.button} />
        </Button>
      )}
      <ConfirmModal
        open={open && state.status !== 'Finished'}
        title={<FormattedMessage {...messages.modalTitle} />}
        status={state.status}
        error={<MailLimitText limit={state.failure} otherwise={<FormattedMessage {...messages.failed} />} />}
        confirmLabel={<FormattedMessage {...messages.confirm} />}
        pendingLabel={<FormattedMessage {...messages.sending} />}
        cancelLabel={<FormattedMessage {...messages.cancel} />}
        onConfirm={() => void run()}
        onClose={close}
      >
        <p>
          <FormattedMessage {...messages.modalText} />
        </p>
      </ConfirmModal>
    </section>
  );
}
