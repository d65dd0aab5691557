import { type FormEvent, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Customer } from '#contracts/customer';
import { CustomerUpdate } from '#contracts/customer-update';
import { ApiError } from '#platform/api/api-errors';
import { AppLink } from '#platform/query/AppLink';
import { useAppNavigate } from '#platform/query/use-app-navigate';
import { useRequest } from '#platform/request-state/use-request';
import { FormActions } from '#ui/FormActions';
import { Screen } from '#ui/Screen';
import { TextField } from '#ui/TextField';
import { useToast } from '#ui/toast/ToastProvider';
import { putCustomer } from './api/update-customer';
import { WithCustomer } from './SettingsLoadError';
import { useSettingsPaths } from './use-settings-paths';
import './settings.scss';

const messages = defineMessages({
  title: { id: 'settings.personalDetails.title', defaultMessage: 'Personal details' },
  intro: {
    id: 'settings.personalDetails.intro',
    defaultMessage: 'The name we use to greet you and on your invoices.',
  },
  firstName: { id: 'settings.personalDetails.firstName', defaultMessage: 'First name' },
  lastName: { id: 'settings.personalDetails.lastName', defaultMessage: 'Last name' },
  nameInvalid: { id: 'settings.personalDetails.nameInvalid', defaultMessage: 'Please enter a name' },
  email: { id: 'settings.personalDetails.email', defaultMessage: 'E-mail address' },
  changeEmail: { id: 'settings.personalDetails.changeEmail', defaultMessage: 'Change e-mail address' },
  save: { id: 'settings.personalDetails.save', defaultMessage: 'Save changes' },
  saving: { id: 'settings.personalDetails.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'settings.personalDetails.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'settings.personalDetails.saved', defaultMessage: 'Your personal details have been saved.' },
  failed: {
    id: 'settings.personalDetails.failed',
    defaultMessage: 'Your details could not be saved. Please try again.',
  },
});

type Field = 'firstName' | 'lastName';
type Errors = Partial<Record<Field, true>>;

function DetailsForm({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useAppNavigate();
  const routes = useSettingsPaths();
  const [draft, setDraft] = useState({ firstName: customer.firstName, lastName: customer.lastName });
  const [errors, setErrors] = useState<Errors>({});
  const { state, run } = useRequest(
    'UPDATE_CUSTOMER',
    (body: CustomerUpdate) => putCustomer(body),
    (error) => (error instanceof ApiError && error.status === 400 ? error.fields : null),
  );
  const busy = state.status === 'InProgress';

  const edit = (field: Field, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...draft,
      callbackUrl: customer.callbackUrl,
      callbackFormat: customer.callbackFormat,
    };
    const checked = CustomerUpdate.safeParse(body);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const [field] = issue.path;
        if (field === 'firstName' || field === 'lastName') found[field] = true;
      }
      setErrors(found);
      return;
    }
    if (await run(body)) {
      toast.notify({ kind: 'success', message: intl.formatMessage(messages.saved) });
      navigate(routes.settings);
    }
  };

  const serverFields = state.status === 'Failed' ? (state.failure ?? {}) : {};
  const invalid = (field: Field) =>
    errors[field] || serverFields[field] ? intl.formatMessage(messages.nameInvalid) : undefined;
  return (
    <form className="settings-form" noValidate onSubmit={submit}>
      <p className="settings-form__intro">
        <FormattedMessage {...messages.intro} />
      </p>
      {state.status === 'Failed' && Object.keys(serverFields).length === 0 ? (
        <p role="alert" className="banner banner--error">
          <FormattedMessage {...messages.failed} />
        </p>
      ) : null}
      <div className="settings-form__row">
        <TextField
          label={<FormattedMessage {...messages.firstName} />}
          value={draft.firstName}
          onChange={(v) => edit('firstName', v)}
          error={invalid('firstName')}
          autoComplete="given-name"
          disabled={busy}
        />
        <TextField
          label={<FormattedMessage {...messages.lastName} />}
          value={draft.lastName}
          onChange={(v) => edit('lastName', v)}
          error={invalid('lastName')}
          autoComplete="family-name"
          disabled={busy}
        />
      </div>
      <div className="settings-form__readonly">
        <span className="field__label">
          <FormattedMessage {...messages.email} />
        </span>
        <span className="settings-form__email">{customer.email}</span>
        <AppLink to={routes.changeEmail}>
          <FormattedMessage {...messages.changeEmail} />
        </AppLink>
      </div>
      <FormActions
        className="settings-form__actions"
        busy={busy}
        submitLabel={<FormattedMessage {...(busy ? messages.saving : messages.save)} />}
        cancelTo={routes.settings}
        cancelLabel={<FormattedMessage {...messages.cancel} />}
      />
    </form>
  );
}

/** /settings/personal-details: the customer's name (PUT customers/me), the e-mail address with its own flow. */
export function PersonalDetailsPage() {
  return (
    <Screen title={messages.title} className="settings">
      <WithCustomer>{(customer) => <DetailsForm customer={customer} />}</WithCustomer>
    </Screen>
  );
}
