import { useCallback, useState } from 'react';
import type { AddressInput } from '#contracts/address';
import { isAddressCountry } from '#contracts/address';
import { useRequest } from '#platform/request-state/use-request';
import {
  type AddressDraft,
  checkDraft,
  type DraftErrors,
  type DraftField,
  serverErrorsOf,
} from './address-draft';

/**
 * One address form: the typed draft (kept through a failed save), the fields refused by the contract's rules on
 * the client or by the service's 400, and the save's request state.
 */
export function useAddressForm(
  initial: AddressDraft,
  type: string,
  save: (body: AddressInput) => Promise<unknown>,
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const request = useRequest(type, save, (error) => {
    // The fields the service refused show on the form like the client's own checks (cleared as they are edited).
    const refused = serverErrorsOf(error);
    if (refused) setErrors(refused);
    return refused;
  });

  const edit = useCallback((field: DraftField, value: string) => {
    setDraft((d) => {
      if (field === 'countryCode') return isAddressCountry(value) ? { ...d, countryCode: value } : d;
      return { ...d, [field]: value };
    });
    setErrors(({ [field]: _gone, ...rest }) => rest);
  }, []);
  const setDefault = useCallback((value: boolean) => setDraft((d) => ({ ...d, isDefault: value })), []);

  const submit = useCallback(async (): Promise<boolean> => {
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return false;
    }
    return request.run(checked.body);
  }, [draft, request]);

  return {
    draft,
    errors,
    sending: request.state.status === 'InProgress',
    failed: request.state.status === 'Failed' && request.state.failure === null,
    edit,
    setDefault,
    submit,
  };
}
