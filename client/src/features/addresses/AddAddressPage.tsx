import { defineMessages } from 'react-intl';
import { usePageTitle } from '../../platform/page-title/use-page-title';

const messages = defineMessages({
  title: { id: 'addresses.add.title', defaultMessage: 'Add address' },
});

export function AddAddressPage() {
  const title = usePageTitle(messages.title);
  return (
    <section className="screen">
      <h1>{title}</h1>
    </section>
  );
}
