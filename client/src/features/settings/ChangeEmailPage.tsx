import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { lazySchema } from '#contracts/lazy-schema';
import { ApiError } from '#platform/api/api-errors';
import { useAuth } from '#platform/auth/AuthProvider';
import { useConfig } from '#platform/config/ConfigProvider';
import { AppLink } from '#platform/query/AppLink';
import { useRequest } from '#platform/request-state/use-request';
import { FormActions } from '#ui/FormActions';
import { Screen } from '#ui/Screen';
import { TextField } from '#ui/TextField';
import { postEmailChange } from './api/identity-requests';
import { WithCustomer } from './SettingsLoadError';
import { useSettingsPaths } from './use-settings-paths';
import './settings.scss';

const messages = defineMessages({
  title: { id: 'settings.changeEmail.title', defaultMessage: 'Change e-mail address' },
  current: { id: 'settings.changeEmail.current', defaultMessage: 'Current e-mail address' },
  newEmail: { id: 'settings.changeEmail.newEmail', defaultMessage: 'New e-mail address' },
  hint: {
    id: 'settings.changeEmail.hint',
    defaultMessage: "We'll send a link to this address. Your e-mail address changes once you follow it.",
  },
  invalid: { id: 'settings.changeEmail.invalid', defaultMessage: 'Please enter a valid e-mail address' },
  inUse: { id: 'settings.changeEmail.inUse', defaultMessage: 'This e-mail address is already in use' },
  tooMany: {
    id: 'settings.changeEmail.tooMany',
    defaultMessage: 'You have asked for too many e-mail changes. Please try again later.',
  },
  failed: {
    id: 'settings.changeEmail.failed',
    defaultMessage: 'Your request could not be sent. Please try again.',
  },
  submit: { id: 'settings.changeEmail.submit', defaultMessage: 'Send confirmation link' },
  sending: { id: 'settings.changeEmail.sending', defaultMessage: 'Sending…' },
  cancel: { id: 'settings.changeEmail.cancel', defaultMessage: 'Cancel' },
  sentTitle: { id: 'settings.changeEmail.sentTitle', defaultMessage: 'Check your mailbox' },
  back: { id: 'settings.changeEmail.back', defaultMessage: 'Back to settings' },
});

const sentText = defineMessage<{ email: string }>({
  id: 'settings.changeEmail.sentText',
  defaultMessage:
    'We sent a confirmation link to {email}. Follow it to finish the change; until then, sign in with your current address.',
});

type Failure = 'inUse' | 'tooMany' | 'other';

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 409) return 'inUse';
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  return 'other';
}

// Built on first use (decision 270): zod loads on demand (decision 475).
const Email = lazySchema(() => z.email());

function ChangeEmailForm({ current }: { current: string }) {
  const intl = useIntl();
  const { session } = useAuth();
  const { brand } = useConfig();
  const routes = useSettingsPaths();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const { state, run, reset } = useRequest(
    'CHANGE_EMAIL',
    async (address: string) => {
      if (!session) throw new Error('not signed in');
      await postEmailChange(session.claims, address, brand.channel);
    },
    failureOf,
  );
  const busy = state.status === 'InProgress';

  if (state.status === 'Finished') {
    return (
      <div className="settings-sent" role="status">
        <MailCheck size={32} aria-hidden="true" className="settings-sent__icon" />
        <h2>
          <FormattedMessage {...messages.sentTitle} />
        </h2>
        <p>
          <FormattedMessage {...sentText} values={{ email: sentTo }} />
        </p>
        <AppLink to={routes.settings} className="button button--secondary">
          <FormattedMessage {...messages.back} />
        </AppLink>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!Email.safeParse(address).success) {
      setInvalid(true);
      return;
    }
    setSentTo(address);
    await run(address);
  };

  const fieldError = invalid
    ? intl.formatMessage(messages.invalid)
    : state.failure === 'inUse'
      ? intl.formatMessage(messages.inUse)
      : undefined;
  return (
    <form className="settings-form" noValidate onSubmit={submit}>
      <div className="settings-form__readonly">
        <span className="field__label">
          <FormattedMessage {...messages.current} />
        </span>
        <span className="settings-form__email">{current}</span>
      </div>
      {state.failure === 'tooMany' || state.failure === 'other' ? (
        <p role="alert" className="banner banner--error">
          <FormattedMessage {...(state.failure === 'tooMany' ? messages.tooMany : messages.failed)} />
        </p>
      ) : null}
      <TextField
        label={<FormattedMessage {...messages.newEmail} />}
        hint={<FormattedMessage {...messages.hint} />}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setInvalid(false);
          if (state.status === 'Failed') reset();
        }}
        error={fieldError}
        disabled={busy}
      />
      <FormActions
        className="settings-form__actions"
        busy={busy}
        submitLabel={<FormattedMessage {...(busy ? messages.sending : messages.submit)} />}
        cancelTo={routes.settings}
        cancelLabel={<FormattedMessage {...messages.cancel} />}
      />
    </form>
  );
}

/** /settings/email and /settings/b2b/email: asks the identity service to mail a confirmation link to a new address. */
export function ChangeEmailPage() {
  return (
    <Screen title={messages.title} className="settings">
      <WithCustomer>{(customer) => <ChangeEmailForm current={customer.email} />}</WithCustomer>
    </Screen>
  );
}
