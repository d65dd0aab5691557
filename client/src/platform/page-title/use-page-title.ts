import { useEffect } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useConfig } from '#platform/config/ConfigProvider';

/** Sets document.title to '{page} | {brand}' and returns the localized page name (for the <h1>). */
export function usePageTitle(page: MessageDescriptor | string): string {
  const intl = useIntl();
  const { brand } = useConfig();
  const name = typeof page === 'string' ? page : intl.formatMessage(page);
  useEffect(() => {
    document.title = `${name} | ${brand.name}`;
  }, [name, brand.name]);
  return name;
}
