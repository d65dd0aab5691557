import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { type Catalogue, DEFAULT_LOCALE } from './load-messages';

function onIntlError(error: { code: string }): void {
  // Missing translations fall back to the en-GB default on purpose.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

export function AppIntlProvider({
  locale = DEFAULT_LOCALE,
  messages = {},
  children,
}: {
  locale?: string;
  messages?: Catalogue;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
