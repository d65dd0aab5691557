import { defineMessages, FormattedMessage } from 'react-intl';
import { useConfig } from '#platform/config/ConfigProvider';
import { useCurrentChannel } from '#platform/merchandise/get-channel';
import { ExternalLink } from '#ui/ExternalLink';

const messages = defineMessages({
  shop: { id: 'orders.shop.link', defaultMessage: 'Start shopping' },
});

/** A link to the brand's shop: the merchandise channel's ShopUrl, else the brand's products page. */
export function ShopLink({ className = 'button button--primary' }: { className?: string }) {
  const { channel } = useCurrentChannel();
  const { routes } = useConfig();
  const href = channel?.ShopUrl ?? routes?.AllProducts;
  if (!href) return null;
  return (
    <ExternalLink href={href} className={className}>
      <FormattedMessage {...messages.shop} />
    </ExternalLink>
  );
}
