import { useEffect } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { documentBrand } from '#platform/brand/document-brand';
import { useConfig, useOptionalConfig } from '#platform/config/ConfigProvider';
import { setPageTitle } from './page-title-store';

/** Sets document.title to '{page} | {brand}' and returns the localized page name (for the <h1>). */
export function usePageTitle(page: MessageDescriptor | string): string {
  const { brand } = useConfig();
  return useBrandPageTitle(page, brand.name);
}

/** The same for pages shown before or without the config (startup pages): the brand name is given. */
export function useBrandPageTitle(page: MessageDescriptor | string, brandName: string): string {
  const intl = useIntl();
  const name = typeof page === 'string' ? page : intl.formatMessage(page);
  useEffect(() => {
    setPageTitle(name, brandName);
  }, [name, brandName]);
  return name;
}

/** For a page that may show without the config (the unexpected-error page): the brand as index.html names it. */
export function useAnyPageTitle(page: MessageDescriptor | string): string {
  const config = useOptionalConfig();
  return useBrandPageTitle(page, config?.brand.name ?? documentBrand().name ?? '');
}
