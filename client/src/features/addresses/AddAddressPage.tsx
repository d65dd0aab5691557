import { defineMessages, useIntl } from 'react-intl';
import { paths } from '#contracts/routes';
import { useAuth } from '#platform/auth/AuthProvider';
import { useConfig } from '#platform/config/ConfigProvider';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { Screen } from '#ui/Screen';
import { useToast } from '#ui/toast/ToastProvider';
import { AddressForm } from './AddressForm';
import { emptyDraft } from './address-draft';
import { postAddress } from './api/address-calls';
import { useAddressForm } from './use-address-form';
import './addresses.scss';

const messages = defineMessages({
  title: { id: 'addresses.add.title', defaultMessage: 'Add address' },
  saved: { id: 'addresses.add.saved', defaultMessage: 'Address saved' },
});

/** /settings/new-address and /settings/b2b/new-address: a new address, in the brand's country to start with. */
export function AddAddressPage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useAppNavigate();
  const { isB2b } = useAuth();
  const { brand } = useConfig();
  const form = useAddressForm(emptyDraft(brand.country), 'CREATE_ADDRESS', postAddress);
  const submit = async () => {
    if (await form.submit()) {
      toast.notify({ kind: 'success', message: intl.formatMessage(messages.saved) });
      navigate(paths.allAddresses);
    }
  };
  return (
    <Screen title={messages.title} className="addresses">
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
    </Screen>
  );
}
