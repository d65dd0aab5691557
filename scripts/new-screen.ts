/**
 * `npm run new:screen <name> [-- --service <service>]`: a new signed-in screen with one call, wired end to end.
 *
 *   npm run new:screen gift-cards                           # its call on the customers service
 *   npm run new:screen gift-cards -- --service projects     # on another emulated service
 *
 * Writes the contract (contracts/<name>.ts, listed in contracts/endpoints.ts), the call file and the page with
 * its styles (client/src/features/<name>/), the route (contracts/routes.ts and the route table), the emulator
 * handler stub (in the service's file), the en-GB messages (extract-messages --write) and a journey skeleton
 * (e2e/<name>/<name>.spec.ts). It never overwrites a file. Then: translate the new keys in the 12 other
 * catalogues, fill in the contract, handler and page, and run typecheck, lint and the journey (CONTRIBUTING.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  addEndpoint,
  addHandler,
  addRoute,
  addRouteEntry,
  screenFiles,
  screenNames,
  serviceFile,
} from './lib/screen-template';

const args = process.argv.slice(2);
const serviceAt = args.indexOf('--service');
const service = serviceAt >= 0 ? args[serviceAt + 1] : 'customers';
const name = args.find((arg, i) => !arg.startsWith('--') && (serviceAt < 0 || i !== serviceAt + 1));
if (!name || !service) {
  console.error('usage: npm run new:screen <kebab-name> [-- --service <service>]');
  process.exit(1);
}

try {
  const n = screenNames(name);
  const routes = readFileSync('contracts/routes.ts', 'utf8');
  if (new RegExp(`^\\s+${n.camel}:`, 'm').test(routes))
    throw new Error(`the route ${n.camel} exists already`);
  const files = screenFiles(n, service);
  for (const file of files) if (existsSync(file.path)) throw new Error(`${file.path} exists already`);
  const handlerFile = serviceFile(readFileSync('fixtures/src/services/registry.ts', 'utf8'), service);

  const edits: Array<[string, (text: string) => string]> = [
    ['contracts/routes.ts', (t) => addRoute(t, n)],
    ['client/src/app/routing/route-table.tsx', (t) => addRouteEntry(t, n)],
    ['contracts/endpoints.ts', (t) => addEndpoint(t, n)],
    [handlerFile, (t) => addHandler(t, n, service, handlerFile)],
  ];
  // Every edit is made in memory first: a file that cannot be edited stops the generator before it writes.
  const edited = edits.map(([path, edit]) => [path, edit(readFileSync(path, 'utf8'))] as const);

  for (const file of files) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.text);
  }
  for (const [path, text] of edited) writeFileSync(path, text);
  execFileSync(process.execPath, ['--import', 'tsx', 'client/tools/extract-messages.ts', '--write'], {
    stdio: 'inherit',
  });
  execFileSync('npx', ['biome', 'check', '--write', ...files.map((f) => f.path), ...edited.map(([p]) => p)], {
    stdio: 'ignore',
  });

  console.log(
    [
      `Wrote ${files.map((f) => f.path).join(', ')}`,
      `Edited ${edited.map(([p]) => p).join(', ')} and client/public/locales/en-GB.json`,
      '',
      'Next:',
      `  1. Translate the ${n.camel}.page.* messages into the 12 other catalogues in client/public/locales/`,
      '     (client/tools/catalogue.test.ts lists what is missing).',
      `  2. Make contracts/${n.kebab}.ts the real call, the handler in ${handlerFile} answer like the service, and`,
      `     the page show it. A menu entry, if it needs one: client/src/app/shell/menu-items.ts.`,
      `  3. npm run typecheck && npm run lint && npm run build, then the journey with your own ports:`,
      `     E2E_PORT=8180 E2E_EMULATOR_PORT=8190 npx playwright test -c e2e/playwright.config.ts e2e/${n.kebab}/`,
    ].join('\n'),
  );
} catch (error) {
  console.error(`new:screen: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
