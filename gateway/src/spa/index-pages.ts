import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APP_ENTRY_ATTRIBUTE,
  APP_LOW_PRELOADS_ATTRIBUTE,
  APP_PRELOADS_ATTRIBUTE,
  BOOT_TAG_ATTRIBUTE,
} from '#contracts/app-start';
import type { Brand } from '#contracts/brand';
import { authChunksKey, SCREEN_CHUNKS_FILE, START_CHUNKS_KEY } from '#contracts/spa-build';
import { ROBOTS_INDEX, ROBOTS_NOINDEX } from '../security/robots';

export interface IndexPages {
  /**
   * index.html of a brand with its robots meta (and canonical link when indexable), asking for the chunks of the
   * screen at `route` when the build listed them; with `fromBoot`, the page whose app the boot script starts
   * (`startFromBoot`); null when not built.
   */
  page(brand: Brand, indexable: boolean, route?: string, fromBoot?: boolean): string | null;
}

const CHUNK_FILE = /^assets\/[\w.-]+\.js$/;

const ROBOTS_META = /<meta\s+name=["']robots["'][^>]*>\s*/gi;
const CANONICAL_LINK = /<link\s+rel=["']canonical["'][^>]*>\s*/gi;
const HTML_OPEN = /<html[^>]*>/i;
const TITLE = /<title>[^<]*<\/title>/i;
const RETRY_MS = 1000;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** At most this many preconnects: a browser opens each at once, and more would compete with the page's own. */
const MAX_PRECONNECTS = 2;

/**
 * A connection to the image CDN opened while the page's scripts load (decision 511): the photos a page shows first
 * (My photos' first row, an album's cover, an order's product) come from there, and their URLs are only known
 * once the app's first calls have answered; without it, their first request waits for a new connection (DNS, TCP,
 * TLS) on top. Without `crossorigin`: images are requested without CORS, and the browser keeps those connections
 * apart from CORS ones. Only http(s) origins, each as its origin.
 */
export function imagePreconnects(imageOrigins: readonly string[]): string {
  const origins = new Set<string>();
  for (const value of imageOrigins) {
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // Not a URL: nothing to connect to.
    }
  }
  return [...origins]
    .slice(0, MAX_PRECONNECTS)
    .map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">\n`)
    .join('');
}

/**
 * What the SPA fetches before it can render anything: its config and its brand's messages. Asked for from the
 * head, they arrive while the scripts load, instead of after them and behind the opened screen's chunks (six
 * connections per host). The SPA's own fetches of them match these (same URL, mode and credentials).
 *
 * Then, when the site has a consent script, the consent step, which starts before the app (decision 210): the
 * brand's script (async, anonymous CORS, marked for the boot script; high priority: its banner is the page's LCP,
 * and an async script would otherwise be asked for late, at low priority) and the first-party boot script (async
 * module from 'self', no inline code: the CSP stays as it is), which calls the vendor's init with the page's
 * locale as soon as both are there. Its banner is what a phone paints first and largest (the page's FCP and LCP);
 * the app takes the consent from the boot script and never adds the vendor's script itself.
 */
export function startupPreloads(
  brand: Brand,
  consentScriptUrl?: string,
  imageOrigins: readonly string[] = [],
): string {
  const locale = escapeAttribute(encodeURIComponent(brand.locale));
  const consent =
    consentScriptUrl === undefined
      ? ''
      : `<script src="${escapeAttribute(consentScriptUrl)}" async fetchpriority="high" crossorigin="anonymous" data-consent-script></script>\n`;
  return (
    imagePreconnects(imageOrigins) +
    '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">\n' +
    `<link rel="preload" href="/locales/${locale}.json" as="fetch" crossorigin="anonymous">\n` +
    consent
  );
}

/**
 * The build's route → screen chunks (decision 260), each an `assets/*.js` file name; empty when the build has no
 * list (an older build, or a file that does not parse), and the page then asks for nothing more.
 */
export function readScreenChunks(spaDir: string): ReadonlyMap<string, readonly string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(spaDir, SCREEN_CHUNKS_FILE), 'utf8'));
  } catch {
    return new Map();
  }
  if (typeof parsed !== 'object' || parsed === null) return new Map();
  const chunks = new Map<string, readonly string[]>();
  for (const [route, files] of Object.entries(parsed)) {
    if (Array.isArray(files) && files.every((file) => typeof file === 'string' && CHUNK_FILE.test(file))) {
      chunks.set(route, files);
    }
  }
  return chunks;
}

/**
 * The opened screen's chunks, asked for by the HTML instead of by the app once its entry has run (decision 260):
 * after the entry and its own modulepreloads in document order, and at low priority, so that on the host's six
 * HTTP/1.1 connections the entry, the boot script's calls and the thumbnails go first; the app's preload helper
 * then finds the links there and adds none.
 */
export function screenPreloads(files: readonly string[]): string {
  return files
    .map(
      (file) =>
        `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" fetchpriority="low">\n`,
    )
    .join('');
}

/**
 * What start-up awaits before the app's first render, whatever the route (decision 512): zod and the sign-in code
 * of the page's mode. The app asks for them as soon as its entry has run; asked for by the HTML (after the entry
 * and its own modulepreloads, at the default priority: the first render waits for them), they download beside
 * the entry instead of after it.
 */
export function startPreloads(files: readonly string[]): string {
  return files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">\n`)
    .join('');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/g;
const MODULE_PRELOAD =
  /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)"( fetchpriority="low")?>\s*/g;
const BOOT_TAG = new RegExp(`<script [^>]*${BOOT_TAG_ATTRIBUTE}[^>]*>`);

/**
 * The page whose app the boot script starts (decision 393): the app's entry script and every modulepreload (its
 * own, then the screen's low-priority ones) leave the page for attributes of the boot script's tag, which adds
 * them once the first row is on screen, or at once when it has no row to paint. Until then the host's six
 * connections and the machine's cores serve the first row's calls and thumbnails alone. The page as it is when
 * it has no marked boot tag or no single entry script.
 */
export function startFromBoot(html: string): string {
  const boot = BOOT_TAG.exec(html);
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (boot === null || entries.length !== 1) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)];
  const list = (low: boolean) =>
    preloads
      .filter((match) => (match[2] !== undefined) === low)
      .map((match) => match[1])
      .join(' ');
  const attributes =
    ` ${APP_ENTRY_ATTRIBUTE}="${escapeAttribute(entries[0]?.[1] ?? '')}"` +
    ` ${APP_PRELOADS_ATTRIBUTE}="${escapeAttribute(list(false))}"` +
    ` ${APP_LOW_PRELOADS_ATTRIBUTE}="${escapeAttribute(list(true))}"`;
  const tag = boot[0].replace(/>$/, `${attributes}>`);
  return html.replace(boot[0], tag).replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** How index.html is varied beyond the brand: the sign-in mode, and the consent script to start (if any). */
export interface IndexOptions {
  authMode?: 'browser' | 'bff';
  consentScriptUrl?: string;
  /** The image CDN's origins (options.imageOrigins): connected to early (`imagePreconnects`). */
  imageOrigins?: readonly string[];
  /** What start-up awaits (`startPreloads`). */
  startChunks?: readonly string[];
  /** The opened screen's chunks (`screenPreloads`). */
  screenChunks?: readonly string[];
}

/** Builds a variant from the template and brand data only; nothing of the request goes into the page. */
export function renderIndex(
  template: string,
  brand: Brand,
  indexable: boolean,
  {
    authMode = 'browser',
    consentScriptUrl,
    imageOrigins = [],
    startChunks = [],
    screenChunks = [],
  }: IndexOptions = {},
): string {
  const robots = indexable
    ? `<meta name="robots" content="${ROBOTS_INDEX}">\n<link rel="canonical" href="https://${escapeAttribute(brand.hosts[0] ?? '')}/">\n`
    : `<meta name="robots" content="${ROBOTS_NOINDEX}">\n`;
  // The brand's language, and its name as the title until a screen sets '{page} | {brand}': the pages shown before
  // the config loads (storage blocked, config failure) read both from here.
  const name = escapeAttribute(brand.name);
  const cleaned = template
    .replace(ROBOTS_META, '')
    .replace(CANONICAL_LINK, '')
    // bff mode is marked on the page itself: the SPA then never asks for the sign-in library, not even early.
    .replace(
      HTML_OPEN,
      `<html lang="${escapeAttribute(brand.locale)}"${authMode === 'bff' ? ' data-auth-mode="bff"' : ''}>`,
    )
    .replace(TITLE, `<title>${name}</title>\n<meta name="application-name" content="${name}">`);
  // The preloads go first in the head, before the scripts and styles ask for anything.
  const headOpen = /<head[^>]*>\s*/i.exec(cleaned);
  const preloaded =
    headOpen === null
      ? startupPreloads(brand, consentScriptUrl, imageOrigins) + cleaned
      : cleaned.slice(0, headOpen.index + headOpen[0].length) +
        startupPreloads(brand, consentScriptUrl, imageOrigins) +
        cleaned.slice(headOpen.index + headOpen[0].length);
  // What start-up awaits, then the screen's chunks, after everything the template asks for (the entry's first).
  const atEnd =
    robots +
    startPreloads(startChunks) +
    screenPreloads(screenChunks.filter((file) => !startChunks.includes(file)));
  const at = preloaded.search(/<\/head>/i);
  return at === -1 ? atEnd + preloaded : `${preloaded.slice(0, at)}${atEnd}${preloaded.slice(at)}`;
}

/**
 * Reads `<spaDir>/index.html` once (retrying at most once a second while it is missing, so a build made after
 * start-up is picked up) and keeps each brand's variants in memory.
 */
export function createIndexPages(
  spaDir: string,
  options: IndexOptions = {},
): IndexPages & { load(): boolean } {
  let template: string | null = null;
  let screens: ReadonlyMap<string, readonly string[]> = new Map();
  let lastAttempt = Number.NEGATIVE_INFINITY;
  const variants = new Map<string, string>();

  function load(): boolean {
    if (template !== null) return true;
    const now = Date.now();
    if (now - lastAttempt < RETRY_MS) return false;
    lastAttempt = now;
    try {
      template = readFileSync(join(spaDir, 'index.html'), 'utf8');
      screens = readScreenChunks(spaDir);
    } catch {
      return false;
    }
    return true;
  }

  return {
    load,
    page(brand, indexable, route, fromBoot = false) {
      if (!load() || template === null) return null;
      const screenChunks = route === undefined ? undefined : screens.get(route);
      const key = `${brand.id}:${indexable ? 'index' : 'noindex'}:${screenChunks === undefined ? '' : route}:${fromBoot}`;
      let html = variants.get(key);
      if (html === undefined) {
        const startChunks = [
          ...(screens.get(START_CHUNKS_KEY) ?? []),
          ...(screens.get(authChunksKey(options.authMode ?? 'browser')) ?? []),
        ];
        html = renderIndex(template, brand, indexable, { ...options, startChunks, screenChunks });
        if (fromBoot) html = startFromBoot(html);
        variants.set(key, html);
      }
      return html;
    },
  };
}
