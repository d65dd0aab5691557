import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSchema, UPSTREAM_VARIABLES } from '../gateway/src/env-schema';

const DOC = readFileSync('docs/configuration.md', 'utf8');
/** Every name the page shows in backticks (`A`, `A=b`, `A`, `B` in one cell…). */
const documented = new Set([...DOC.matchAll(/`([A-Z][A-Z0-9_]+)(?:=[^`]*)?`/g)].map((match) => match[1]));

/** The variables source files under `dir` read straight from `process.env` (outside the schema). */
function readFromProcessEnv(dir: string): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1] as string);
  }
  return [...names];
}

describe('docs/configuration.md', () => {
  it('documents every setting of the gateway schema (the upstreams as UPSTREAM_<SERVICE>)', () => {
    const settings = Object.keys(EnvSchema.shape).filter((name) => !UPSTREAM_VARIABLES.includes(name));
    expect(settings.length).toBeGreaterThan(40);
    expect(settings.filter((name) => !documented.has(name))).toEqual([]);
    expect(DOC).toContain('`UPSTREAM_<SERVICE>`');
  });

  it('documents what the gateway and the emulator read from process.env outside the schema', () => {
    const read = [...readFromProcessEnv('gateway/src'), ...readFromProcessEnv('fixtures/src')];
    expect(read).toContain('DECODE_THREADS');
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('documents no gateway setting that the schema does not read', () => {
    const settings = new Set(Object.keys(EnvSchema.shape));
    const table = DOC.slice(DOC.indexOf('**Gateway**'), DOC.indexOf('**Emulator**'));
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    const named = rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)]);
    expect(named.map((match) => match[1]).filter((name) => !settings.has(name as string))).toEqual([]);
  });
});
