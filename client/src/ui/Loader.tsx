import { TYPE } from '@formatjs/icu-messageformat-parser';
import { defineMessages, type MessageFormatElement, useIntl } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'ui.loader.loading', defaultMessage: 'Loading' },
});

/**
 * The loader's text as a compiled catalogue (one literal), for the page before the brand's catalogue is known: the
 * build leaves out the message parser, so a default message cannot be formatted from its source (decision 480).
 */
export const LOADER_CATALOGUE: Readonly<Record<string, MessageFormatElement[]>> = {
  [messages.loading.id]: [{ type: TYPE.literal, value: String(messages.loading.defaultMessage) }],
};

/** A spinner announced as a status with the name 'Loading'. */
export function Loader({ fullPage = false }: { fullPage?: boolean }) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage(messages.loading)}
      className={fullPage ? 'loader loader--page' : 'loader'}
    >
      <span className="loader__spinner" aria-hidden="true" />
    </div>
  );
}
