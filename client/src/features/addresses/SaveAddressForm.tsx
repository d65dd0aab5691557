import { type MessageDescriptor, useIntl } from 'react-intl';
import type { AddressInput } from '#contracts/address';
import { paths } from '#contracts/routes';
import { useAuth } from '#platform/auth/AuthProvider';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { useToast } from '#ui/toast/ToastProvider';
import { AddressForm } from './AddressForm';
import type { AddressDraft } from './address-draft';
import { useAddressForm } from './use-address-form';

/**
 * The address form of a new or a changed address: once `save` succeeds it says `saved` in a notification and goes
 * back to the list of addresses; a failure stays on the form with the draft as typed.
 */
export function SaveAddressForm({
  initial,
  type,
  save,
  saved,
}: {
  initial: AddressDraft;
  /** The request's name (its state in the request store). */
  type: string;
  save(body: AddressInput): Promise<unknown>;
  saved: MessageDescriptor;
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useAppNavigate();
  const { isB2b } = useAuth();
  const form = useAddressForm(initial, type, save);
  const submit = async () => {
    if (await form.submit()) {
      toast.notify({ kind: 'success', message: intl.formatMessage(saved) });
      navigate(paths.allAddresses);
    }
  };
  return (
    <AddressForm
      draft={form.draft}
      errors={form.errors}
      business={isB2b}
      sending={form.sending}
      failed={form.failed}
      cancelTo={paths.allAddresses}
      onEdit={form.edit}
      onDefault={form.setDefault}
      onSubmit={() => void submit()}
    />
  );
}
