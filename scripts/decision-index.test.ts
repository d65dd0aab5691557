import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = 'docs/decisions';
const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(`${DIR}/README.md`, 'utf8');
/** The index's lines: `- 042 [title](042-….md)`. */
const rows = [...index.matchAll(/^- (\d{3}) \[(.+)\]\((\d{3}-[^)]+\.md)\)$/gm)].map((match) => ({
  number: match[1] ?? '',
  title: match[2] ?? '',
  file: match[3] ?? '',
}));

describe('the index of decision records', () => {
  it('lists every record file once, under its own number', () => {
    expect(records.length).toBeGreaterThan(70);
    expect(rows.map((row) => row.file).sort()).toEqual([...records].sort());
    for (const row of rows) expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true);
  });

  it('gives each record the title its file starts with', () => {
    for (const row of rows) {
      const heading = readFileSync(`${DIR}/${row.file}`, 'utf8').split('\n')[0] ?? '';
      expect(heading, row.file).toContain(row.title);
    }
  });
});
