import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  addEndpoint,
  addHandler,
  addRoute,
  addRouteEntry,
  screenFiles,
  screenNames,
  serviceFile,
} from './lib/screen-template';

const n = screenNames('gift-cards');
const read = (path: string) => readFileSync(path, 'utf8');

/** Syntax errors of a TypeScript text (the full type check is `npm run typecheck` after generating). */
function syntaxErrors(path: string, text: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((d) => `${path}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('new:screen', () => {
  it('names a screen from a kebab-case name and refuses anything else', () => {
    expect(n).toEqual({ kebab: 'gift-cards', camel: 'giftCards', pascal: 'GiftCards', title: 'Gift cards' });
    expect(() => screenNames('GiftCards')).toThrow(/kebab-case/);
    expect(() => screenNames('../x')).toThrow(/kebab-case/);
  });

  it('writes a contract, a call, a page, its styles and a journey that parse, in their places', () => {
    const files = screenFiles(n, 'customers');
    expect(files.map((f) => f.path)).toEqual([
      'contracts/gift-cards.ts',
      'client/src/features/gift-cards/api/get-gift-cards.ts',
      'client/src/features/gift-cards/GiftCardsPage.tsx',
      'client/src/features/gift-cards/gift-cards.scss',
      'e2e/gift-cards/gift-cards.spec.ts',
    ]);
    for (const file of files.filter((f) => /\.tsx?$/.test(f.path))) {
      expect(syntaxErrors(file.path, file.text)).toEqual([]);
    }
    const [contract, call, page, , journey] = files.map((f) => f.text);
    expect(contract).toContain("name: 'customers.getGiftCards'");
    expect(call).toContain('apiCall(getGiftCards)');
    expect(page).toContain("id: 'giftCards.page.title', defaultMessage: 'Gift cards'");
    expect(journey).toContain("call: 'customers.getGiftCards'");
    expect(journey).toContain("goto('giftCards')");
  });

  it('wires the route, the endpoint and the handler into the real files', () => {
    const routes = addRoute(read('contracts/routes.ts'), n);
    expect(routes).toMatch(/ {2}giftCards: '\/gift-cards',\n\} as const;/);
    const table = addRouteEntry(read('client/src/app/routing/route-table.tsx'), n);
    expect(table).toContain("import('#features/gift-cards/GiftCardsPage'), 'GiftCardsPage')");
    const endpoints = addEndpoint(read('contracts/endpoints.ts'), n);
    expect(endpoints.startsWith("import { getGiftCards } from './gift-cards';\n")).toBe(true);
    expect(endpoints).toMatch(/ {2}getGiftCards,\n\] as const satisfies/);

    const file = serviceFile(read('fixtures/src/services/registry.ts'), 'customers');
    expect(existsSync(file)).toBe(true);
    const service = addHandler(read(file), n, 'customers', file);
    expect(service).toMatch(
      /handlers: \{\n(.*\n)?\s+'customers\.getGiftCards': \(\) => \(\{ items: \[\] \}\),\n/,
    );
    for (const [path, text] of [
      ['routes.ts', routes],
      ['route-table.tsx', table],
      ['endpoints.ts', endpoints],
      [file, service],
    ] as const) {
      expect(syntaxErrors(path, text)).toEqual([]);
    }
  });

  it('finds the file of a service in a folder, and says so for an unknown one', () => {
    const registry = read('fixtures/src/services/registry.ts');
    expect(serviceFile(registry, 'photo-management')).toBe(
      'fixtures/src/services/photo-management/service.ts',
    );
    expect(() => serviceFile(registry, 'no-such-service')).toThrow(/no service "no-such-service"/);
  });
});
