/**
 * What `npm run new:screen <name>` writes: the files of a new screen with one call, and the edits that wire it
 * in (route, endpoint list, emulator handler). Pure text in, text out, so a unit test can check every piece.
 */

export interface ScreenNames {
  /** gift-cards: folder, route path, file names. */
  kebab: string;
  /** giftCards: route name, message ids. */
  camel: string;
  /** GiftCards: component and type names. */
  pascal: string;
  /** Gift cards: the en-GB title. */
  title: string;
}

export function screenNames(name: string): ScreenNames {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`"${name}" is not a kebab-case name (e.g. gift-cards)`);
  }
  const words = name.split('-');
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return {
    kebab: name,
    camel: words[0] + words.slice(1).map(cap).join(''),
    pascal: words.map(cap).join(''),
    title: cap(words.join(' ')),
  };
}

/** `photo-management` → `photoManagement`: the prefix of a service's call names. */
export function callPrefix(service: string): string {
  return service.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

export interface NewFile {
  path: string;
  text: string;
}

/** The contract: the list's items and the one GET call. */
function contractFile(n: ScreenNames, service: string, call: string): NewFile {
  return {
    path: `contracts/${n.kebab}.ts`,
    text: `import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';

export const ${n.pascal}Item = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
});
export type ${n.pascal}Item = z.infer<typeof ${n.pascal}Item>;

export const ${n.pascal}List = z.object({ items: z.array(${n.pascal}Item) });
export type ${n.pascal}List = z.infer<typeof ${n.pascal}List>;

export const get${n.pascal} = defineEndpoint({
  name: '${call}',
  service: '${service}',
  method: 'GET',
  path: '/v1/${n.kebab}/me',
  summary: 'The ${n.title.toLowerCase()} of the signed-in customer.',
  responses: { 200: ${n.pascal}List, 401: UpstreamError },
});
`,
  };
}

/** The call and its SWR hook. */
function callFile(n: ScreenNames, service: string): NewFile {
  return {
    path: `client/src/features/${n.kebab}/api/get-${n.kebab}.ts`,
    text: `import useSWR from 'swr';
import { get${n.pascal}, type ${n.pascal}List } from '#contracts/${n.kebab}';
import { apiCall, callKey } from '#platform/api/api-request';

/**
 * GET /api/${service}/v1/${n.kebab}/me: the signed-in customer's ${n.title.toLowerCase()}. The key is made when asked
 * for, not when the module loads: the contract may sit in a chunk that is still loading then.
 */
export const ${n.camel}Key = () => callKey(get${n.pascal});

export function fetch${n.pascal}(): Promise<${n.pascal}List> {
  return apiCall(get${n.pascal});
}

export function use${n.pascal}() {
  return useSWR(${n.camel}Key(), () => fetch${n.pascal}());
}
`,
  };
}

/** The page: loading, the load error with Try again, empty, the list. */
function pageFile(n: ScreenNames): NewFile {
  return {
    path: `client/src/features/${n.kebab}/${n.pascal}Page.tsx`,
    text: `import { defineMessages, FormattedMessage } from 'react-intl';
import { EmptyState } from '#ui/EmptyState';
import { LoadErrorBanner } from '#ui/LoadErrorBanner';
import { Loader } from '#ui/Loader';
import { Screen } from '#ui/Screen';
import { use${n.pascal} } from './api/get-${n.kebab}';
import './${n.kebab}.scss';

const messages = defineMessages({
  title: { id: '${n.camel}.page.title', defaultMessage: '${n.title}' },
  empty: { id: '${n.camel}.page.empty', defaultMessage: 'Nothing here yet' },
  loadError: { id: '${n.camel}.page.loadError', defaultMessage: 'This page could not be loaded.' },
  retry: { id: '${n.camel}.page.retry', defaultMessage: 'Try again' },
});

export function ${n.pascal}Page() {
  const { data, error, mutate } = use${n.pascal}();
  let content: React.ReactNode;
  if (!data && error) {
    content = (
      <LoadErrorBanner
        message={<FormattedMessage {...messages.loadError} />}
        retryLabel={<FormattedMessage {...messages.retry} />}
        onRetry={() => void mutate()}
      />
    );
  } else if (!data) {
    content = <Loader />;
  } else if (data.items.length === 0) {
    content = <EmptyState title={<FormattedMessage {...messages.empty} />} />;
  } else {
    content = (
      <ul className="${n.kebab}__list">
        {data.items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
    );
  }
  return (
    <Screen title={messages.title} className="${n.kebab}">
      {content}
    </Screen>
  );
}
`,
  };
}

/** The page's styles. */
function stylesFile(n: ScreenNames): NewFile {
  return {
    path: `client/src/features/${n.kebab}/${n.kebab}.scss`,
    text: `@use "../../styles/tokens" as *;

.${n.kebab} {
  &__list {
    display: grid;
    gap: $space-2;
    margin: 0;
    padding: 0;
    list-style: none;
  }
}
`,
  };
}

/** The journey: the page opens, and a failed load is tried again. */
function journeyFile(n: ScreenNames, call: string): NewFile {
  return {
    path: `e2e/${n.kebab}/${n.kebab}.spec.ts`,
    text: `import { expect, test } from '../fixtures';

test.use({ account: 'customer@example.com' });

test('shows the ${n.title.toLowerCase()} page', async ({ page, goto }) => {
  await goto('${n.camel}');
  await expect(page.getByRole('heading', { level: 1, name: '${n.title}' })).toBeVisible();
  await expect(page.getByText('Nothing here yet')).toBeVisible();
});

test('a failed load can be tried again', async ({ page, goto, emulator }) => {
  // A fault is one-shot by default (times: 1). SWR retries a 5xx by itself (client/src/app/swr-options.ts), so a
  // 500 here could be gone before the test sees it; a 4xx is not retried, so the error stays until Try again.
  await emulator.fail({ call: '${call}', status: 404 });
  await goto('${n.camel}');
  await expect(page.getByText('This page could not be loaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Nothing here yet')).toBeVisible();
});
`,
  };
}

/** The new files: contract, call, page, its styles and its journey. */
export function screenFiles(n: ScreenNames, service: string): NewFile[] {
  const call = `${callPrefix(service)}.get${n.pascal}`;
  return [
    contractFile(n, service, call),
    callFile(n, service),
    pageFile(n),
    stylesFile(n),
    journeyFile(n, call),
  ];
}

function insertBefore(text: string, anchor: RegExp, insert: string, file: string): string {
  const match = anchor.exec(text);
  if (!match) throw new Error(`${file}: cannot find where to add (${anchor})`);
  return text.slice(0, match.index) + insert + text.slice(match.index);
}

/** contracts/routes.ts: the path, before the end of `paths`. */
export function addRoute(text: string, n: ScreenNames): string {
  return insertBefore(text, /\n\} as const;/, `\n  ${n.camel}: '/${n.kebab}',`, 'contracts/routes.ts');
}

/** client/src/app/routing/route-table.tsx: the screen, lazily, at the end of the table. */
export function addRouteEntry(text: string, n: ScreenNames): string {
  const entry = `  ${n.camel}: {
    layout: 'shell',
    screen: lazyScreen(() => import('#features/${n.kebab}/${n.pascal}Page'), '${n.pascal}Page'),
  },
`;
  return insertBefore(text, /^\};\s*$/m, entry, 'route-table.tsx');
}

/** contracts/endpoints.ts: the import and the call in ENDPOINTS. */
export function addEndpoint(text: string, n: ScreenNames): string {
  // First in the file; \`biome check --write\` sorts it among the others.
  const withImport = `import { get${n.pascal} } from './${n.kebab}';\n${text}`;
  return insertBefore(withImport, /\n\] as const satisfies/, `\n  get${n.pascal},`, 'contracts/endpoints.ts');
}

/** The service's file: the handler stub first in its `handlers`. */
export function addHandler(text: string, n: ScreenNames, service: string, file: string): string {
  const handler = `
    // A stub: answer what the real service answers, from a slot (defineSlot) when it keeps per-user state.
    '${callPrefix(service)}.get${n.pascal}': () => ({ items: [] }),
`;
  const at = /\n\s*handlers: \{\n/.exec(text);
  if (!at) throw new Error(`${file}: no "handlers: {" to add the handler to`);
  const end = at.index + at[0].length - 1;
  return text.slice(0, end) + handler + text.slice(end + 1);
}

/**
 * fixtures/src/services/registry.ts: the file of the service's definition, from SERVICES and its imports
 * (`customers: customersService` and `import { customersService } from './customers'`).
 */
export function serviceFile(registry: string, service: string): string {
  const entry = new RegExp(`^\\s*'?${service}'?: (\\w+),$`, 'm').exec(registry);
  if (!entry) throw new Error(`fixtures/src/services/registry.ts: no service "${service}"`);
  const from = new RegExp(`import \\{ ${entry[1]} \\} from '\\./([\\w/-]+)';`).exec(registry);
  if (!from) throw new Error(`fixtures/src/services/registry.ts: no import of ${entry[1]}`);
  return `fixtures/src/services/${from[1]}.ts`;
}
