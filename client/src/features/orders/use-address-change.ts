import { useCallback, useReducer } from 'react';
import type { SuperOrder } from '#contracts/orders';
import { ApiError } from '#platform/api/api-errors';
import {
  type AddressChangeFailure,
  type AddressField,
  addressChangeReducer,
  NOT_STARTED,
  validateAddress,
} from './address-change';
import { putDeliveryAddress } from './api/change-delivery-address';

function failureOf(error: unknown): AddressChangeFailure {
  if (error instanceof ApiError && error.status === 409) return 'conflict';
  if (error instanceof ApiError && error.status === 400) return 'invalid';
  return 'failed';
}

/**
 * The delivery-address change of one order: checks the draft with the contract's rules, PUTs it, then reloads the
 * order (`reload`) before it says the update succeeded, so what shows is what the service holds.
 */
export function useAddressChange(order: SuperOrder, reload: () => Promise<unknown>) {
  const [state, dispatch] = useReducer(addressChangeReducer, NOT_STARTED);

  const start = useCallback(() => dispatch({ type: 'start', address: order.deliveryAddress }), [order]);
  const edit = useCallback(
    (field: AddressField, value: string) => dispatch({ type: 'edit', field, value }),
    [],
  );
  const cancel = useCallback(() => dispatch({ type: 'cancel' }), []);

  const submit = useCallback(async () => {
    if (!state.draft) return;
    const checked = validateAddress(state.draft);
    if ('errors' in checked) {
      dispatch({ type: 'invalid', errors: checked.errors });
      return;
    }
    dispatch({ type: 'send' });
    try {
      await putDeliveryAddress(order.superOrderCode, checked.address);
    } catch (error) {
      dispatch({ type: 'failed', failure: failureOf(error) });
      // A refused change may mean the order moved on: show what it allows now.
      if (failureOf(error) === 'conflict') void reload().catch(() => undefined);
      return;
    }
    dispatch({ type: 'sent' });
    await reload().catch(() => undefined);
    dispatch({ type: 'updated' });
  }, [state.draft, order.superOrderCode, reload]);

  return { state, start, edit, cancel, submit };
}
