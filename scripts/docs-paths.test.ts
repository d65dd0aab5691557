import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  codeWords,
  type DocReference,
  exists,
  missingReferences,
  type Repository,
  readRepository,
  referencesIn,
} from './lib/doc-references';

/** The docs a newcomer reads: every path and identifier they name must be in the repository. */
function documents(repo: Repository): string[] {
  return [...repo.files]
    .filter(
      (f) =>
        f === 'README.md' ||
        f === 'CONTRIBUTING.md' ||
        f === 'bench/README.md' ||
        (f.startsWith('docs/') && f.endsWith('.md')),
    )
    .sort();
}

// This test and the checker name missing things on purpose: they are not code the docs may point at.
const repo = readRepository(process.cwd(), ['scripts/docs-paths.test.ts', 'scripts/lib/doc-references.ts']);
const describeRef = (r: DocReference) => `${r.doc}:${r.line} ${r.kind} \`${r.text}\``;

describe('the docs name only what exists', () => {
  it('reads README, CONTRIBUTING, bench/README and every docs/**/*.md', () => {
    const docs = documents(repo);
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/design.md']));
  });

  it('finds every file, folder, link and identifier they name', () => {
    expect(missingReferences(repo, documents(repo)).map(describeRef)).toEqual([]);
  });
});

describe('the docs check', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'docs-paths-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const check = (markdown: string, doc = 'docs/example.md') => {
    const refs = referencesIn(doc, markdown);
    return { refs, missing: refs.filter((r) => !exists(repo, r)).map((r) => r.text) };
  };

  it('fails on a wrong path, a wrong link and a helper that does not exist', () => {
    const { missing } = check(
      [
        'Start with `scripts/start.ts` and `client/src/platform/api/no-such-wrapper.ts`.',
        'See [the guide](../CONTRIBUTING.md) and [the old guide](../docs/HOWTO.md#setup).',
        'Call `apiCall()` through `fetchEverythingTwice()`; `defineEndpoint` and `NoSuchStore` are named too.',
      ].join('\n'),
    );
    expect(missing).toEqual([
      'client/src/platform/api/no-such-wrapper.ts',
      '../docs/HOWTO.md',
      'fetchEverythingTwice()',
      'NoSuchStore',
    ]);
  });

  it('checks the folder of a path with a placeholder', () => {
    const { missing } = check(
      '`fixtures/src/services/<service>/service.ts` and `client/src/widgets/<area>/x.ts`',
    );
    expect(missing).toEqual(['client/src/widgets/']);
  });

  it('resolves short paths only on whole path segments', () => {
    const { missing } = check('`platform/api/server-time.ts`, `atform/api/server-time.ts`, `ui/photos/`');
    expect(missing).toEqual(['atform/api/server-time.ts']);
  });

  it('does not count a name that only a comment, a document or a test mentions', () => {
    writeFileSync(
      join(scratch, 'a.ts'),
      "// onlyInAComment\n/** alsoInAComment() */\nexport const realName = 'a wordInAString';\n",
    );
    writeFileSync(join(scratch, 'b.md'), 'onlyInMarkdown');
    writeFileSync(join(scratch, 'c.test.ts'), 'export const onlyInATest = 1;');
    const words = codeWords(scratch, ['a.ts', 'b.md', 'c.test.ts'], []);
    const names = [
      'realName',
      'wordInAString',
      'onlyInAComment',
      'alsoInAComment',
      'onlyInMarkdown',
      'onlyInATest',
    ];
    expect(names.filter((w) => words.has(w))).toEqual(['realName', 'wordInAString']);
  });

  it('leaves fenced examples, URLs, routes and plain words alone', () => {
    const { refs } = check(
      [
        '```ts',
        'const x = notChecked();',
        '```',
        'GET `/api/orders/v1/superorders/me`, the `access` cookie, <https://example.com/a.md>, `npm run dev`',
      ].join('\n'),
    );
    expect(refs).toEqual([]);
  });
});
