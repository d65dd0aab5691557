import { defineMessages } from 'react-intl';
import { useConfig } from '#platform/config/ConfigProvider';
import { Screen } from '#ui/Screen';
import { emptyDraft } from './address-draft';
import { postAddress } from './api/address-calls';
import { SaveAddressForm } from './SaveAddressForm';
import './addresses.scss';

const messages = defineMessages({
  title: { id: 'addresses.add.title', defaultMessage: 'Add address' },
  saved: { id: 'addresses.add.saved', defaultMessage: 'Address saved' },
});

/** /settings/new-address and /settings/b2b/new-address: a new address, in the brand's country to start with. */
export function AddAddressPage() {
  const { brand } = useConfig();
  return (
    <Screen title={messages.title} className="addresses">
      <SaveAddressForm
        initial={emptyDraft(brand.country)}
        type="CREATE_ADDRESS"
        save={postAddress}
        saved={messages.saved}
      />
    </Screen>
  );
}
