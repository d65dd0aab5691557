import useSWR from 'swr';
import { AB_TESTS, type AbTestKey, type AbVariant, getAbOffer } from '#contracts/integrations';
import { apiCall, callKey } from '#platform/api/api-request';
import { useConfig } from '#platform/config/ConfigProvider';
import { readStored, writeStored } from '#platform/storage/local-storage';
import { validVariant } from './ab-tests';

const VISITOR_KEY = 'ab.visitor';

/** A stable anonymous visitor id for the A/B target (so a visitor keeps their variant). */
function visitorId(): string {
  const stored = readStored(VISITOR_KEY);
  if (stored && /^[a-z0-9-]{8,64}$/.test(stored)) return stored;
  const id = crypto.randomUUID();
  writeStored(VISITOR_KEY, id);
  return id;
}

/**
 * The variant of an A/B test for this visitor: control until the target service answers, and control when it
 * is not configured, fails or answers a variant the test does not have.
 */
export function useAbVariant<K extends AbTestKey>(test: K): AbVariant<K> {
  const { brand, api } = useConfig();
  // Without the A/B target in this deployment (a bare test config) every test is control.
  const asked = api.services.includes('ab-test');
  const input = { params: { test: AB_TESTS[test].name }, query: { brand: brand.id, visitor: visitorId() } };
  const { data } = useSWR(asked ? callKey(getAbOffer, input) : null, () => apiCall(getAbOffer, input), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return validVariant(test, data?.variant);
}
