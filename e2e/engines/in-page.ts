import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The script every adapter runs in the page to find a Target (target.ts). Roles and accessible names come from
 * Testing Library's queries (`queryAllByRole`, `queryAllByText`, over dom-accessibility-api), loaded into the
 * page as its UMD bundle: one implementation of the ARIA rules for all three engines, instead of each driver's
 * own (Puppeteer's ARIA selectors need the Chromium accessibility tree; classic WebDriver has none).
 *
 * It is JavaScript text, not a TypeScript function: what crosses into the page must not depend on how the test
 * runner transpiles this file.
 */
const require = createRequire(import.meta.url);
const TESTING_LIBRARY = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

const RESOLVER = String.raw`
(() => {
  const dom = globalThis.TestingLibraryDom;
  dom.configure({ defaultHidden: false, throwSuggestions: false });
  const matcher = (m) => {
    if (m === undefined) return undefined;
    if ('string' in m) return m.string;
    return new RegExp(m.source, m.flags);
  };
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none';
  };
  const all = (t) => {
    const containers = t.within ? all(t.within) : [document.body];
    const found = [];
    for (const c of containers) {
      let list;
      if ('role' in t) list = dom.queryAllByRole(c, t.role, t.name ? { name: matcher(t.name) } : {});
      else if ('text' in t) list = dom.queryAllByText(c, matcher(t.text), { ignore: 'script, style, template' }).filter(shown);
      else if ('label' in t) list = dom.queryAllByLabelText(c, matcher(t.label));
      else list = [...c.querySelectorAll(t.css)];
      for (const el of list) if (!found.includes(el)) found.push(el);
    }
    found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    if (t.nth === undefined) return found;
    return found[t.nth] ? [found[t.nth]] : [];
  };
  const text = (el) => (el.innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
  globalThis.__engines = {
    all,
    one: (t) => all(t)[0] ?? null,
    probe: (t) => {
      const list = all(t);
      const el = list[0];
      return {
        count: list.length,
        visible: el ? shown(el) : false,
        text: el ? text(el) : '',
        disabled: el ? el.disabled === true || el.getAttribute('aria-disabled') === 'true' : false,
        checked: el ? el.checked === true || el.getAttribute('aria-checked') === 'true' || el.getAttribute('aria-pressed') === 'true' || el.getAttribute('aria-selected') === 'true' : false,
      };
    },
    attribute: (t, name) => { const el = all(t)[0]; return el ? el.getAttribute(name) : null; },
    value: (t) => { const el = all(t)[0]; return el ? el.value ?? null : null; },
    bodyText: () => text(document.body),
    scrollIntoView: (t) => { const el = all(t)[0]; if (el) el.scrollIntoView({ block: 'center' }); return el !== undefined; },
  };
})();
`;

/** Installs Testing Library and the resolver in the current document (a no-op where they are already). */
export const INSTALL = `if (!globalThis.__engines) { ${TESTING_LIBRARY}\n${RESOLVER} }`;

/**
 * A call of the resolver as a function body for `execute` (arguments: method name, then its arguments); it
 * answers `{ missing: true }` in a document where the resolver is not installed yet (after a navigation).
 */
export const CALL = `
  const [method, ...rest] = arguments;
  if (!globalThis.__engines) return { missing: true };
  return { value: globalThis.__engines[method](...rest) };
`;

export interface Probe {
  count: number;
  visible: boolean;
  text: string;
  disabled: boolean;
  checked: boolean;
}
