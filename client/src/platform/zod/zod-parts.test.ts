import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodParts } from './zod-parts';

/** zod's members the code names only in types (`z.ZodType` as a parameter's type, `z.core.$ZodIssue`, `z.infer`). */
const TYPES_ONLY = ['ZodType', 'ZodUndefined', 'core', 'infer', 'input', 'output'];

/** The text of every module of the SPA and of the contracts, by path. */
const sources: Record<string, string> = import.meta.glob(
  ['../../**/*.{ts,tsx}', '../../../../contracts/*.ts', '!**/*.test.{ts,tsx}', '!../../test/**'],
  { query: '?raw', import: 'default', eager: true },
);

/** Every `z.<member>` of the modules that import zod's `z` as a value, by member. */
function membersUsed(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    if (!/^import \{ z \} from 'zod';$/m.test(text)) continue;
    for (const [, name] of text.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)) {
      used.set(name as string, [...(used.get(name as string) ?? []), file]);
    }
  }
  return used;
}

describe('the zod members the SPA loads (decision 475)', () => {
  const used = membersUsed();

  it('finds the contracts’ use of zod', () => {
    expect(used.get('object')?.length).toBeGreaterThan(10);
  });

  it('holds every member the SPA and the contracts build or check with', () => {
    const missing = [...used.keys()].filter(
      (name) => name in z && !TYPES_ONLY.includes(name) && !(name in zodParts),
    );
    expect(missing).toEqual([]);
  });

  it('forwards them as zod has them', () => {
    for (const [name, value] of Object.entries(zodParts)) expect(value).toBe(Reflect.get(z, name));
  });

  it('finds the members it leaves out in types only', () => {
    const asValue = new RegExp(
      `(instanceof z\\.(${TYPES_ONLY.join('|')})\\b|z\\.(${TYPES_ONLY.join('|')})\\()`,
    );
    const asValues = Object.keys(sources).filter((file) => asValue.test(sources[file] as string));
    expect(asValues).toEqual([]);
  });
});
