import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { Address } from '#contracts/address';
import { paths } from '#contracts/routes';
import { useAuth } from '#platform/auth/AuthProvider';
import { useAddresses } from '#platform/customer/addresses';
import { AppLink } from '#platform/query/AppLink';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { Button } from '#ui/Button';
import { Loader } from '#ui/Loader';
import { Screen } from '#ui/Screen';
import { useToast } from '#ui/toast/ToastProvider';
import { AddressForm } from './AddressForm';
import { draftOf } from './address-draft';
import { putAddress } from './api/address-calls';
import { useAddressForm } from './use-address-form';
import './addresses.scss';

const messages = defineMessages({
  title: { id: 'addresses.change.title', defaultMessage: 'Change address' },
  saved: { id: 'addresses.change.saved', defaultMessage: 'Address saved' },
  notFound: { id: 'addresses.change.notFound', defaultMessage: 'This address was not found.' },
  loadError: { id: 'addresses.change.loadError', defaultMessage: 'Your addresses could not be loaded.' },
  retry: { id: 'addresses.change.retry', defaultMessage: 'Try again' },
  back: { id: 'addresses.change.back', defaultMessage: 'Back to your addresses' },
});

function ChangeForm({ address }: { address: Address }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useAppNavigate();
  const { isB2b } = useAuth();
  const form = useAddressForm(draftOf(address), 'UPDATE_ADDRESS', (body) => putAddress(address.id, body));
  const submit = async () => {
    if (await form.submit()) {
      toast.notify({ kind: 'success', message: intl.formatMessage(messages.saved) });
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

/** /settings/address/?id=… (and the business twin): one saved address, changed in place. */
export function ChangeAddressPage() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const { data, error, mutate } = useAddresses();
  const address = data?.find((a) => a.id === id);
  let content: ReactNode;
  if (address) content = <ChangeForm key={address.id} address={address} />;
  else if (error && !data)
    content = (
      <div className="banner banner--error addresses-message" role="alert">
        <p>
          <FormattedMessage {...messages.loadError} />
        </p>
        <Button variant="secondary" onClick={() => void mutate()}>
          <FormattedMessage {...messages.retry} />
        </Button>
      </div>
    );
  else if (!data) content = <Loader />;
  else
    content = (
      <div className="addresses-message" role="alert">
        <p>
          <FormattedMessage {...messages.notFound} />
        </p>
        <AppLink to={paths.allAddresses} className="button button--secondary">
          <FormattedMessage {...messages.back} />
        </AppLink>
      </div>
    );
  return (
    <Screen title={messages.title} className="addresses">
      {content}
    </Screen>
  );
}
