import { type FormEvent, useEffect, useId, useRef } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { ADDRESS_COUNTRIES, COUNTRY_RULES } from '#contracts/address';
import { FormActions } from '#ui/FormActions';
import { TextField } from '#ui/TextField';
import type { AddressDraft, DraftErrors, DraftField } from './address-draft';

const labels = defineMessages({
  firstName: { id: 'addresses.form.firstName', defaultMessage: 'First name' },
  lastName: { id: 'addresses.form.lastName', defaultMessage: 'Last name' },
  company: { id: 'addresses.form.company', defaultMessage: 'Company name' },
  street: { id: 'addresses.form.street', defaultMessage: 'Street' },
  houseNumber: { id: 'addresses.form.houseNumber', defaultMessage: 'House number' },
  postalCode: { id: 'addresses.form.postalCode', defaultMessage: 'Postal code' },
  postcode: { id: 'addresses.form.postcode', defaultMessage: 'Postcode' },
  eircode: { id: 'addresses.form.eircode', defaultMessage: 'Eircode' },
  city: { id: 'addresses.form.city', defaultMessage: 'City' },
  town: { id: 'addresses.form.town', defaultMessage: 'Town or city' },
  phone: { id: 'addresses.form.phone', defaultMessage: 'Phone number' },
  country: { id: 'addresses.form.country', defaultMessage: 'Country' },
  isDefault: { id: 'addresses.form.isDefault', defaultMessage: 'Use as my default address' },
  save: { id: 'addresses.form.save', defaultMessage: 'Save address' },
  saving: { id: 'addresses.form.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'addresses.form.cancel', defaultMessage: 'Cancel' },
  failed: {
    id: 'addresses.form.failed',
    defaultMessage: 'Your address could not be saved. Please try again.',
  },
  invalid: {
    id: 'addresses.form.invalid',
    defaultMessage: 'Some fields need your attention.',
  },
});

/** The spec's address messages, and ours for the fields it has none for. */
const errorsText = defineMessages<DraftField>({
  firstName: { id: 'addresses.form.firstNameInvalid', defaultMessage: 'Please enter a first name' },
  lastName: { id: 'addresses.form.lastNameInvalid', defaultMessage: 'Please enter a last name' },
  company: { id: 'addresses.form.companyInvalid', defaultMessage: 'Please enter a valid company name' },
  street: { id: 'addresses.form.streetInvalid', defaultMessage: 'Street name must be valid' },
  houseNumber: { id: 'addresses.form.houseNumberInvalid', defaultMessage: 'Street number must be valid' },
  postalCode: { id: 'addresses.form.postalCodeInvalid', defaultMessage: 'Postal Code must be valid' },
  city: { id: 'addresses.form.cityInvalid', defaultMessage: 'Please enter a town or city' },
  phone: { id: 'addresses.form.phoneInvalid', defaultMessage: 'Phone number must be valid' },
  countryCode: { id: 'addresses.form.countryInvalid', defaultMessage: 'Please choose a country' },
});

const example = defineMessage<{ example: string }>({
  id: 'addresses.form.example',
  defaultMessage: 'For example {example}',
});

const AUTOCOMPLETE: Record<Exclude<DraftField, 'countryCode'>, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  street: 'address-line1',
  houseNumber: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  phone: 'tel',
};

interface AddressFormProps {
  draft: AddressDraft;
  errors: DraftErrors;
  business: boolean;
  sending: boolean;
  /** A failure that names no field (the service could not save). */
  failed: boolean;
  cancelTo: string;
  onEdit(field: DraftField, value: string): void;
  onDefault(value: boolean): void;
  onSubmit(): void;
}

/** The countries an address can be in, by their names in the user's language. */
function CountryField({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled: boolean;
  onChange(code: string): void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="field address-form__country">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage {...labels.country} />
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        autoComplete="country"
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {ADDRESS_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {intl.formatDisplayName(code, { type: 'region' }) ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The form's own line: the save failed (shown), or some fields need attention (for screen readers). */
function FormStatus({ failed, invalid }: { failed: boolean; invalid: boolean }) {
  if (failed)
    return (
      <p role="alert" className="banner banner--error">
        <FormattedMessage {...labels.failed} />
      </p>
    );
  if (invalid)
    return (
      <p role="alert" className="visually-hidden">
        <FormattedMessage {...labels.invalid} />
      </p>
    );
  return null;
}

/** The address form, laid out for the chosen country (labels, examples, the house number before the street). */
export function AddressForm(props: AddressFormProps) {
  const { draft, errors, business, sending, failed, cancelTo, onEdit, onDefault, onSubmit } = props;
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const rules = COUNTRY_RULES[draft.countryCode];
  const invalidCount = Object.keys(errors).length;

  // After a refused save, the first field in error gets the focus.
  useEffect(() => {
    if (invalidCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidCount]);

  const field = (name: Exclude<DraftField, 'countryCode'>, label: MessageDescriptor, hint?: string) => (
    <TextField
      className={`address-form__field address-form__field--${name}`}
      label={<FormattedMessage {...label} />}
      value={draft[name]}
      onChange={(value) => onEdit(name, value)}
      error={errors[name] ? intl.formatMessage(errorsText[name]) : undefined}
      hint={hint ? intl.formatMessage(example, { example: hint }) : undefined}
      autoComplete={AUTOCOMPLETE[name]}
      type={name === 'phone' ? 'tel' : 'text'}
      inputMode={name === 'phone' ? 'tel' : undefined}
      disabled={sending}
    />
  );

  const postalLabel =
    draft.countryCode === 'GB'
      ? labels.postcode
      : draft.countryCode === 'IE'
        ? labels.eircode
        : labels.postalCode;
  const cityLabel = draft.countryCode === 'GB' || draft.countryCode === 'IE' ? labels.town : labels.city;
  const street = field('street', labels.street);
  const number = field('houseNumber', labels.houseNumber);
  const postal = field('postalCode', postalLabel, rules.postalExample);
  const city = field('city', cityLabel);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={formRef} className="address-form" noValidate onSubmit={submit}>
      <FormStatus failed={failed} invalid={invalidCount > 0} />
      <CountryField
        value={draft.countryCode}
        disabled={sending}
        onChange={(code) => onEdit('countryCode', code)}
      />
      <div className="address-form__row">
        {field('firstName', labels.firstName)}
        {field('lastName', labels.lastName)}
      </div>
      {business ? field('company', labels.company) : null}
      <div
        className={`address-form__row address-form__row--street${rules.numberFirst ? ' address-form__row--number-first' : ''}`}
      >
        {rules.numberFirst ? (
          <>
            {number}
            {street}
          </>
        ) : (
          <>
            {street}
            {number}
          </>
        )}
      </div>
      <div className="address-form__row address-form__row--city">
        {draft.countryCode === 'GB' || draft.countryCode === 'IE' ? (
          <>
            {city}
            {postal}
          </>
        ) : (
          <>
            {postal}
            {city}
          </>
        )}
      </div>
      {field('phone', labels.phone, rules.phoneExample)}
      <label className="address-form__check">
        <input
          type="checkbox"
          checked={draft.isDefault}
          disabled={sending}
          onChange={(event) => onDefault(event.target.checked)}
        />
        <FormattedMessage {...labels.isDefault} />
      </label>
      <FormActions
        className="address-form__actions"
        busy={sending}
        submitLabel={<FormattedMessage {...(sending ? labels.saving : labels.save)} />}
        cancelTo={cancelTo}
        cancelLabel={<FormattedMessage {...labels.cancel} />}
      />
    </form>
  );
}
