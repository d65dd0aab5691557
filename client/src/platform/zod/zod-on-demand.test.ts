import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z as realZod } from 'zod';

type OnDemand = typeof import('./zod-on-demand');

async function freshModule(): Promise<OnDemand> {
  vi.resetModules();
  return import('./zod-on-demand');
}

describe('zod on demand', () => {
  let onDemand: OnDemand;
  beforeEach(async () => {
    onDemand = await freshModule();
  });

  it('refuses to build a schema before zod is loaded, naming what to do', () => {
    expect(() => onDemand.z.string()).toThrow(/await loadZod\(\)/);
  });

  it('builds and checks with zod itself once loaded', async () => {
    const loaded = await onDemand.loadZod();
    expect(loaded.string).toBe(realZod.string);
    const Customer = onDemand.z.object({ email: onDemand.z.email() });
    expect(Customer.safeParse({ email: 'ann@example.com' }).success).toBe(true);
    expect(Customer.safeParse({ email: 'not an address' }).success).toBe(false);
    expect(Customer instanceof onDemand.z.ZodObject).toBe(true);
    expect('object' in onDemand.z).toBe(true);
  });

  it('names the file to add a member the SPA has not loaded to', async () => {
    await onDemand.loadZod();
    expect(() => Reflect.get(onDemand.z, 'bigint')).toThrow(/zod-parts/);
  });

  it('loads once for every caller', async () => {
    const [first, second] = await Promise.all([onDemand.loadZod(), onDemand.loadZod()]);
    expect(first).toBe(second);
    expect(await onDemand.loadZod()).toBe(first);
  });
});
