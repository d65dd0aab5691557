import { FileCode2, FolderUp, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { isPublicCallbackUrl } from '#contracts/callback-url';
import type { Customer } from '#contracts/customer';
import { ApiError } from '#platform/api/api-errors';
import { useCustomer } from '#platform/customer/get-customer';
import { useRequest } from '#platform/request-state/use-request';
import { Button } from '#ui/Button';
import { ErrorWithRetry } from '#ui/ErrorWithRetry';
import { Loader } from '#ui/Loader';
import { Screen } from '#ui/Screen';
import { TextField } from '#ui/TextField';
import { useToast } from '#ui/toast/ToastProvider';
import { saveIntegration } from './api/save-integration';
import './ftp-integration.scss';

const messages = defineMessages({
  title: { id: 'integration.ftp.title', defaultMessage: 'FTP instructions' },
  intro: {
    id: 'integration.ftp.intro',
    defaultMessage:
      'Send us your print files over FTP and follow your orders automatically: we call your system back whenever an order moves on.',
  },
  stepsTitle: { id: 'integration.ftp.stepsTitle', defaultMessage: 'How it works' },
  step1Title: { id: 'integration.ftp.step1Title', defaultMessage: 'Upload your files' },
  step1: {
    id: 'integration.ftp.step1',
    defaultMessage:
      'Connect to our FTP server with the account details from your welcome e-mail and upload one folder per order, with its order file.',
  },
  step2Title: { id: 'integration.ftp.step2Title', defaultMessage: 'We produce your order' },
  step2: {
    id: 'integration.ftp.step2',
    defaultMessage: 'We pick up new folders every few minutes, check the files and start production.',
  },
  step3Title: { id: 'integration.ftp.step3Title', defaultMessage: 'Receive status updates' },
  step3: {
    id: 'integration.ftp.step3',
    defaultMessage:
      'At every step (received, in production, sent) we send a POST request to your callback URL, in the format you choose.',
  },
  formTitle: { id: 'integration.ftp.formTitle', defaultMessage: 'Callback settings' },
  url: { id: 'integration.ftp.url', defaultMessage: 'Callback URL' },
  urlHint: {
    id: 'integration.ftp.urlHint',
    defaultMessage: 'The address of your system, for example https://example.com/order-updates',
  },
  urlInvalid: {
    id: 'integration.ftp.urlInvalid',
    defaultMessage: 'Please enter a URL that starts with http:// or https://',
  },
  format: { id: 'integration.ftp.format', defaultMessage: 'Callback format' },
  json: { id: 'integration.ftp.json', defaultMessage: 'JSON' },
  xml: { id: 'integration.ftp.xml', defaultMessage: 'XML' },
  save: { id: 'integration.ftp.save', defaultMessage: 'Save callback settings' },
  saving: { id: 'integration.ftp.saving', defaultMessage: 'Saving…' },
  saved: { id: 'integration.ftp.saved', defaultMessage: 'Callback settings saved' },
  failed: {
    id: 'integration.ftp.failed',
    defaultMessage: 'Your callback settings could not be saved. Please try again.',
  },
  loadError: { id: 'integration.ftp.loadError', defaultMessage: 'An error occurred loading your settings' },
  retry: { id: 'integration.ftp.retry', defaultMessage: 'Try again' },
});

type Format = 'json' | 'xml';

function CallbackForm({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const toast = useToast();
  const [url, setUrl] = useState(customer.callbackUrl ?? '');
  const [format, setFormat] = useState<Format>(customer.callbackFormat ?? 'json');
  const [invalid, setInvalid] = useState(false);
  const { state, run } = useRequest('SAVE_INTEGRATION', saveIntegration, (error) =>
    error instanceof ApiError && error.status === 400 && 'callbackUrl' in error.fields ? 'url' : null,
  );
  const busy = state.status === 'InProgress';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (trimmed !== '' && !isPublicCallbackUrl(trimmed)) {
      setInvalid(true);
      return;
    }
    const saved = await run({ callbackUrl: trimmed === '' ? null : trimmed, callbackFormat: format });
    if (saved) toast.notify({ kind: 'success', message: intl.formatMessage(messages.saved) });
  };

  const urlError = invalid || state.failure === 'url' ? intl.formatMessage(messages.urlInvalid) : undefined;
  return (
    <form className="ftp-form" noValidate onSubmit={submit} aria-labelledby="ftp-form-title">
      <h2 id="ftp-form-title">
        <FormattedMessage {...messages.formTitle} />
      </h2>
      {state.status === 'Failed' && state.failure === null ? (
        <p role="alert" className="banner banner--error">
          <FormattedMessage {...messages.failed} />
        </p>
      ) : null}
      <TextField
        label={<FormattedMessage {...messages.url} />}
        hint={<FormattedMessage {...messages.urlHint} />}
        type="url"
        inputMode="url"
        value={url}
        onChange={(value) => {
          setUrl(value);
          setInvalid(false);
        }}
        error={urlError}
        disabled={busy}
      />
      <fieldset className="ftp-form__formats" disabled={busy}>
        <legend className="field__label">
          <FormattedMessage {...messages.format} />
        </legend>
        {(['json', 'xml'] as const).map((value) => (
          <label key={value} className="ftp-form__format">
            <input
              type="radio"
              name="callbackFormat"
              value={value}
              checked={format === value}
              onChange={() => setFormat(value)}
            />
            <FormattedMessage {...messages[value]} />
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          <FormattedMessage {...(busy ? messages.saving : messages.save)} />
        </Button>
      </div>
    </form>
  );
}

/** Built at render: icons from the shared lucide chunk are not bound yet while this module first evaluates. */
const steps = () => [
  { icon: <FolderUp size={22} />, title: messages.step1Title, text: messages.step1 },
  { icon: <FileCode2 size={22} />, title: messages.step2Title, text: messages.step2 },
  { icon: <Send size={22} />, title: messages.step3Title, text: messages.step3 },
];

/** /integration (business users): the FTP instructions and the callback URL and format (PATCH customers/me). */
export function FtpIntegrationPage() {
  const { data, error, mutate, isLoading } = useCustomer();
  let form: ReactNode;
  if (data) form = <CallbackForm customer={data} />;
  else if (error && !isLoading)
    form = (
      <ErrorWithRetry
        className="ftp-error"
        message={<FormattedMessage {...messages.loadError} />}
        retryLabel={<FormattedMessage {...messages.retry} />}
        onRetry={() => void mutate()}
      />
    );
  else form = <Loader />;
  return (
    <Screen title={messages.title} className="ftp">
      <p className="ftp__intro">
        <FormattedMessage {...messages.intro} />
      </p>
      <section aria-labelledby="ftp-steps-title">
        <h2 id="ftp-steps-title">
          <FormattedMessage {...messages.stepsTitle} />
        </h2>
        <ol className="ftp-steps">
          {steps().map((step) => (
            <li key={step.title.id} className="ftp-steps__step">
              <span className="ftp-steps__icon" aria-hidden="true">
                {step.icon}
              </span>
              <div>
                <h3>
                  <FormattedMessage {...step.title} />
                </h3>
                <p>
                  <FormattedMessage {...step.text} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      {form}
    </Screen>
  );
}
