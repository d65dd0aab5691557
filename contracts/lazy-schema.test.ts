import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deferred, lazySchema, SCHEMAS_BUILT_ON_USE } from './lazy-schema';

function counted<T>(build: () => T) {
  const calls = { count: 0 };
  return {
    calls,
    build: () => {
      calls.count += 1;
      return build();
    },
  };
}

describe('deferred schemas (how the browser builds contracts)', () => {
  it('builds nothing until the schema is first used, then builds once', () => {
    const { calls, build } = counted(() => z.object({ id: z.string().min(1) }));
    const Item = deferred(build);
    expect(calls.count).toBe(0);
    expect(Item.parse({ id: 'a' })).toEqual({ id: 'a' });
    expect(Item.safeParse({ id: '' }).success).toBe(false);
    expect(calls.count).toBe(1);
  });

  it('is what it stands for: instanceof, shape, extend and its inferred output', () => {
    const Item = deferred(() => z.object({ id: z.string(), size: z.number().int() }));
    expect(Item).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(Item.shape)).toEqual(['id', 'size']);
    const Named = Item.extend({ name: z.string() });
    expect(Named.parse({ id: 'a', size: 1, name: 'x' })).toEqual({ id: 'a', size: 1, name: 'x' });
    expect(() => Named.parse({ id: 'a', size: 1.5, name: 'x' })).toThrow(z.ZodError);
  });

  it('checks answers when nested in other schemas, deferred or not, and reports where they fail', () => {
    const Status = deferred(() => z.enum(['Received', 'Dispatched']));
    const Order = deferred(() => z.object({ code: z.string(), status: Status }));
    const Page = z.object({ items: z.array(Order), total: z.number() });
    expect(Page.parse({ items: [{ code: 'A', status: 'Received' }], total: 1 }).items[0]?.status).toBe(
      'Received',
    );
    const bad = Page.safeParse({ items: [{ code: 'A', status: 'Lost' }], total: 1 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['items', 0, 'status']);
  });

  it('keeps optional fields optional and refinements running', () => {
    const Even = deferred(() => z.number().refine((n) => n % 2 === 0, 'must be even'));
    const Form = z.object({ count: Even.optional(), note: deferred(() => z.string().optional()) });
    expect(Form.parse({})).toEqual({});
    expect(Form.safeParse({ count: 3 }).error?.issues[0]?.message).toBe('must be even');
  });

  it('lists and describes its properties like the schema does', () => {
    const Item = deferred(() => z.string());
    expect(Reflect.ownKeys(Item)).toEqual(Reflect.ownKeys(z.string()));
    expect(Object.getOwnPropertyDescriptor(Item, '_zod')?.value).toBeDefined();
  });
});

describe('lazySchema outside the browser (gateway, emulator, OpenAPI)', () => {
  it('returns the schema itself, built at once', () => {
    expect(SCHEMAS_BUILT_ON_USE).toBe(false);
    const { calls, build } = counted(() => z.string());
    const schema = lazySchema(build);
    expect(calls.count).toBe(1);
    expect(Object.getPrototypeOf(schema)).toBe(Object.getPrototypeOf(z.string()));
  });
});
