import { type FormEvent, type Ref, useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import type { AddressDraft, AddressField, FieldErrors } from '#features/orders/address-change';
import { Button } from '#ui/Button';
import { TextField } from '#ui/TextField';

const labels = defineMessages<AddressField>({
  firstName: { id: 'orders.address.firstName', defaultMessage: 'First name' },
  lastName: { id: 'orders.address.lastName', defaultMessage: 'Last name' },
  street: { id: 'orders.address.street', defaultMessage: 'Street' },
  houseNumber: { id: 'orders.address.houseNumber', defaultMessage: 'House number' },
  postalCode: { id: 'orders.address.postalCode', defaultMessage: 'Postcode' },
  city: { id: 'orders.address.city', defaultMessage: 'Town or city' },
  phone: { id: 'orders.address.phone', defaultMessage: 'Phone number' },
});

/** The spec's address messages, and ours for the fields it has none for. */
const errorsText = defineMessages<AddressField>({
  firstName: { id: 'orders.address.firstNameInvalid', defaultMessage: 'Please enter a first name' },
  lastName: { id: 'orders.address.lastNameInvalid', defaultMessage: 'Please enter a last name' },
  street: { id: 'orders.address.streetInvalid', defaultMessage: 'Street name must be valid' },
  houseNumber: { id: 'orders.address.houseNumberInvalid', defaultMessage: 'Street number must be valid' },
  postalCode: { id: 'orders.address.postalCodeInvalid', defaultMessage: 'Postal Code must be valid' },
  city: { id: 'orders.address.cityInvalid', defaultMessage: 'Please enter a town or city' },
  phone: { id: 'orders.address.phoneInvalid', defaultMessage: 'Phone number must be valid' },
});

const messages = defineMessages({
  country: { id: 'orders.address.country', defaultMessage: 'Country' },
  countryNote: {
    id: 'orders.address.countryNote',
    defaultMessage: 'The order is delivered in this country.',
  },
  save: { id: 'orders.address.save', defaultMessage: 'Save address' },
  saving: { id: 'orders.address.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'orders.address.cancel', defaultMessage: 'Cancel' },
});

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'shipping given-name',
  lastName: 'shipping family-name',
  street: 'shipping address-line1',
  houseNumber: 'shipping address-line2',
  postalCode: 'shipping postal-code',
  city: 'shipping address-level2',
  phone: 'shipping tel',
};

/** Pairs laid out side by side on wider screens. */
const ROWS: readonly (readonly AddressField[])[] = [
  ['firstName', 'lastName'],
  ['street', 'houseNumber'],
  ['postalCode', 'city'],
  ['phone'],
];

function Field({
  field,
  value,
  invalid,
  disabled,
  onChange,
  inputRef,
}: {
  field: AddressField;
  value: string;
  invalid: boolean;
  disabled: boolean;
  onChange(value: string): void;
  inputRef?: Ref<HTMLInputElement> | undefined;
}) {
  const label: MessageDescriptor = labels[field];
  return (
    <TextField
      className={`address-form__field address-form__field--${field}`}
      label={<FormattedMessage {...label} />}
      ref={inputRef}
      value={value}
      autoComplete={AUTOCOMPLETE[field]}
      type={field === 'phone' ? 'tel' : 'text'}
      inputMode={field === 'phone' ? 'tel' : undefined}
      disabled={disabled}
      onChange={onChange}
      error={invalid ? <FormattedMessage {...errorsText[field]} /> : undefined}
    />
  );
}

/** The delivery-address form: the typed values, their errors, and Save / Cancel. */
export function AddressForm({
  draft,
  errors,
  sending,
  onEdit,
  onSubmit,
  onCancel,
  labelledBy,
}: {
  draft: AddressDraft;
  errors: FieldErrors;
  sending: boolean;
  onEdit(field: AddressField, value: string): void;
  onSubmit(): void;
  onCancel(): void;
  labelledBy: string;
}) {
  const intl = useIntl();
  const first = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const invalidCount = Object.keys(errors).length;

  useEffect(() => first.current?.focus(), []);
  // After a refused submit, the first field in error gets the focus.
  useEffect(() => {
    if (invalidCount > 0) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [invalidCount]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={form} className="address-form" aria-labelledby={labelledBy} noValidate onSubmit={submit}>
      {ROWS.map((row) => (
        <div key={row.join()} className="address-form__row">
          {row.map((field) => (
            <Field
              key={field}
              field={field}
              value={draft[field]}
              invalid={errors[field] === true}
              disabled={sending}
              onChange={(value) => onEdit(field, value)}
              inputRef={field === 'firstName' ? first : undefined}
            />
          ))}
        </div>
      ))}
      <div className="field address-form__country">
        <span className="field__label">
          <FormattedMessage {...messages.country} />
        </span>
        <span>{intl.formatDisplayName(draft.countryCode, { type: 'region' }) ?? draft.countryCode}</span>
        <span className="address-form__hint">
          <FormattedMessage {...messages.countryNote} />
        </span>
      </div>
      <div className="address-form__actions">
        <Button type="submit" disabled={sending} aria-busy={sending}>
          <FormattedMessage {...(sending ? messages.saving : messages.save)} />
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          <FormattedMessage {...messages.cancel} />
        </Button>
      </div>
    </form>
  );
}
