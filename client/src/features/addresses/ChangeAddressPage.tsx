import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { paths } from '#contracts/routes';
import { useAddresses } from '#platform/customer/addresses';
import { AppLink } from '#platform/query/AppLink';
import { ErrorWithRetry } from '#ui/ErrorWithRetry';
import { Loader } from '#ui/Loader';
import { Screen } from '#ui/Screen';
import { draftOf } from './address-draft';
import { putAddress } from './api/address-calls';
import { SaveAddressForm } from './SaveAddressForm';
import './addresses.scss';

const messages = defineMessages({
  title: { id: 'addresses.change.title', defaultMessage: 'Change address' },
  saved: { id: 'addresses.change.saved', defaultMessage: 'Address saved' },
  notFound: { id: 'addresses.change.notFound', defaultMessage: 'This address was not found.' },
  loadError: { id: 'addresses.change.loadError', defaultMessage: 'Your addresses could not be loaded.' },
  retry: { id: 'addresses.change.retry', defaultMessage: 'Try again' },
  back: { id: 'addresses.change.back', defaultMessage: 'Back to your addresses' },
});

/** /settings/address/?id=… (and the business twin): one saved address, changed in place. */
export function ChangeAddressPage() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const { data, error, mutate } = useAddresses();
  const address = data?.find((a) => a.id === id);
  let content: ReactNode;
  if (address)
    content = (
      <SaveAddressForm
        key={address.id}
        initial={draftOf(address)}
        type="UPDATE_ADDRESS"
        save={(body) => putAddress(address.id, body)}
        saved={messages.saved}
      />
    );
  else if (error && !data)
    content = (
      <ErrorWithRetry
        className="addresses-message"
        message={<FormattedMessage {...messages.loadError} />}
        retryLabel={<FormattedMessage {...messages.retry} />}
        onRetry={() => void mutate()}
      />
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
