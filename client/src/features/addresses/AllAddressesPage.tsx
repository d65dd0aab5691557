import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Address } from '#contracts/address';
import { paths } from '#contracts/routes';
import { useAuth } from '#platform/auth/AuthProvider';
import { useAddresses } from '#platform/customer/addresses';
import { AppLink } from '#platform/query/AppLink';
import { useRequest } from '#platform/request-state/use-request';
import { AddressLines } from '#ui/AddressLines';
import { LoadErrorBanner } from '#ui/LoadErrorBanner';
import { Loader } from '#ui/Loader';
import { ConfirmModal } from '#ui/modal/ConfirmModal';
import { Screen } from '#ui/Screen';
import { useToast } from '#ui/toast/ToastProvider';
import { removeAddress } from './api/address-calls';
import './addresses.scss';

const messages = defineMessages({
  title: { id: 'addresses.all.title', defaultMessage: 'All addresses' },
  add: { id: 'addresses.all.add', defaultMessage: 'Add address' },
  default: { id: 'addresses.all.default', defaultMessage: 'Default address' },
  change: { id: 'addresses.all.change', defaultMessage: 'Change' },
  delete: { id: 'addresses.all.delete', defaultMessage: 'Delete' },
  emptyTitle: { id: 'addresses.all.emptyTitle', defaultMessage: "You haven't saved an address yet" },
  emptyText: {
    id: 'addresses.all.emptyText',
    defaultMessage: 'Save an address to have your orders delivered there without typing it again.',
  },
  loadError: { id: 'addresses.all.loadError', defaultMessage: 'Your addresses could not be loaded.' },
  retry: { id: 'addresses.all.retry', defaultMessage: 'Try again' },
  deleteTitle: { id: 'addresses.delete.title', defaultMessage: 'Delete this address?' },
  deleteConfirm: { id: 'addresses.delete.confirm', defaultMessage: 'Delete address' },
  deleting: { id: 'addresses.delete.deleting', defaultMessage: 'Deleting…' },
  cancel: { id: 'addresses.delete.cancel', defaultMessage: 'Cancel' },
  deleteFailed: {
    id: 'addresses.delete.failed',
    defaultMessage: 'The address could not be deleted. Please try again.',
  },
  deleted: { id: 'addresses.delete.deleted', defaultMessage: 'Address deleted' },
  back: { id: 'addresses.all.back', defaultMessage: 'Back to settings' },
});

const changeLabel = defineMessage<{ name: string }>({
  id: 'addresses.all.changeLabel',
  defaultMessage: 'Change the address of {name}',
});
const deleteLabel = defineMessage<{ name: string }>({
  id: 'addresses.all.deleteLabel',
  defaultMessage: 'Delete the address of {name}',
});

function AddressCard({ address, onDelete }: { address: Address; onDelete(): void }) {
  const intl = useIntl();
  const { isB2b } = useAuth();
  const changePath = `${isB2b ? paths.changeAddressB2b : paths.changeAddress}?id=${encodeURIComponent(address.id)}`;
  const name = `${address.street} ${address.houseNumber}, ${address.city}`;
  return (
    <li className={`address-card${address.isDefault ? ' address-card--default' : ''}`}>
      {address.isDefault ? (
        <p className="address-card__badge">
          <Star size={14} aria-hidden="true" />
          <FormattedMessage {...messages.default} />
        </p>
      ) : null}
      <AddressLines address={address} />
      <div className="address-card__actions">
        <AppLink
          to={changePath}
          className="address-card__action"
          aria-label={intl.formatMessage(changeLabel, { name })}
        >
          <Pencil size={16} aria-hidden="true" />
          <FormattedMessage {...messages.change} />
        </AppLink>
        <button
          type="button"
          className="address-card__action address-card__action--danger"
          aria-label={intl.formatMessage(deleteLabel, { name })}
          onClick={onDelete}
        >
          <Trash2 size={16} aria-hidden="true" />
          <FormattedMessage {...messages.delete} />
        </button>
      </div>
    </li>
  );
}

function DeleteModal({ address, onClose }: { address: Address | null; onClose(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const { state, run, reset } = useRequest('DELETE_ADDRESS', (id: string) => removeAddress(id));
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (!address) return;
    if (await run(address.id)) {
      toast.notify({ kind: 'success', message: intl.formatMessage(messages.deleted) });
      reset();
      onClose();
    }
  };
  return (
    <ConfirmModal
      open={address !== null}
      title={<FormattedMessage {...messages.deleteTitle} />}
      status={state.status}
      error={<FormattedMessage {...messages.deleteFailed} />}
      confirmLabel={<FormattedMessage {...messages.deleteConfirm} />}
      pendingLabel={<FormattedMessage {...messages.deleting} />}
      cancelLabel={<FormattedMessage {...messages.cancel} />}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      {address ? (
        <div className="address-delete">
          <AddressLines address={address} />
        </div>
      ) : null}
    </ConfirmModal>
  );
}

/** /settings/addresses/all: every saved address, the default first, each to change or delete (after a confirmation). */
export function AllAddressesPage() {
  const { isB2b } = useAuth();
  const { data, error, mutate } = useAddresses();
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addPath = isB2b ? paths.addAddressB2b : paths.addAddress;
  let content: ReactNode;
  if (data && data.length > 0) {
    content = (
      <ul className="address-list">
        {data.map((address) => (
          <AddressCard key={address.id} address={address} onDelete={() => setDeleting(address)} />
        ))}
      </ul>
    );
  } else if (data) {
    content = (
      <div className="addresses-empty">
        <MapPin size={40} aria-hidden="true" />
        <h2>
          <FormattedMessage {...messages.emptyTitle} />
        </h2>
        <p>
          <FormattedMessage {...messages.emptyText} />
        </p>
      </div>
    );
  } else if (!error) content = <Loader />;
  return (
    <Screen
      title={messages.title}
      className="addresses"
      actions={
        <AppLink to={addPath} className="button button--primary addresses__add">
          <Plus size={18} aria-hidden="true" />
          <FormattedMessage {...messages.add} />
        </AppLink>
      }
    >
      {error ? (
        <LoadErrorBanner
          message={<FormattedMessage {...messages.loadError} />}
          retryLabel={<FormattedMessage {...messages.retry} />}
          onRetry={() => void mutate()}
        />
      ) : null}
      {content}
      <p className="addresses__back">
        <AppLink to={isB2b ? paths.settingsB2b : paths.settings}>
          <FormattedMessage {...messages.back} />
        </AppLink>
      </p>
      <DeleteModal address={deleting} onClose={() => setDeleting(null)} />
    </Screen>
  );
}
